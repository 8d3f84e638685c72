/**
 * The twenty-ninth round (issue 23): tools the twenty-fifth blind set named and the dictionary lacked, chosen by hand
 * by their projects' own names (no external list copied or consulted). Format and markers as in `dictionary.ts`.
 * NATS counts with exact case: in lower case `nats` is also the unit of information.
 */
export const SKILL_TABLE_ROUND29 = `
# Messaging
=NATS | | NATS JetStream, JetStream

# Speech
Paraformer | |
`;
