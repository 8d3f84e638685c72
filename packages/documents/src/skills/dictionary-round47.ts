/**
 * The forty-seventh round (issue 23): well-known names the thirty-seventh and thirty-eighth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Slack, also an ordinary English word ("slack time"), matches with exact case only.
 */
export const SKILL_TABLE_ROUND47 = `
# Background jobs, serverless and cluster networking
Sidekiq | |
Google Cloud Run | | =Cloud Run, GCP Cloud Run
Cilium | |

# Robotics middleware
Cyber RT | | Apollo Cyber RT, CyberRT

# Team tools
=Slack | |
`;
