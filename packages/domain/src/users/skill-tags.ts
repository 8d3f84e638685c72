/** The profile's limit for each of its two tag fields (contracts' profileUpdateBody), characters. */
export const MAX_TAGS_LENGTH = 2000;

/** Tags are stored as comma-separated text; people also type Chinese commas. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,，、;；\n]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/**
 * The existing tags followed by the added ones that are not already there, compared case-insensitively
 * ('pytorch' does not duplicate 'PyTorch'); the first spelling wins.
 */
export function mergeTags(existing: string, added: string): string {
  const seen = new Set(splitTags(existing).map((tag) => tag.toLocaleLowerCase()));
  const fresh: string[] = [];
  for (const tag of splitTags(added)) {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(tag);
  }
  // Nothing new keeps the stored text exactly as the user wrote it.
  if (fresh.length === 0) return existing;
  return dedupeTags([...splitTags(existing), ...fresh].join(', '));
}

/** Each tag once (case-insensitively, the first spelling kept), in order. */
export function dedupeTags(text: string): string {
  const seen = new Set<string>();
  return splitTags(text)
    .filter((tag) => {
      const key = tag.toLocaleLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}
