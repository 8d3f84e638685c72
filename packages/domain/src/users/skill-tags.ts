/** The profile's limit for each of its two tag fields (contracts' profileUpdateBody), characters. */
export const MAX_TAGS_LENGTH = 2000;

/** Tags are stored as comma-separated text; people also type Chinese commas. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,，、;；\n]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
}

/** Characters that show nothing (zero-width space, joiners, fillers…): no part of a tag. */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * What makes two tags the same: NFKC folds the forms that look alike ('café' composed or decomposed, fullwidth
 * 'Ｐｙｔｈｏｎ'), characters that show nothing are dropped, and case does not count ('pytorch', 'PyTorch').
 */
export const tagKey = (tag: string): string => tag.normalize('NFKC').replace(INVISIBLE, '').toLocaleLowerCase();

/** An added tag as stored: composed (NFC), without characters that show nothing. */
const tidy = (tag: string): string => tag.replace(INVISIBLE, '').normalize('NFC').trim();

/**
 * The existing tags followed by the added ones that are not already there, compared by `tagKey` ('pytorch' does
 * not duplicate 'PyTorch', nor 'Ｐｙｔｈｏｎ' 'Python'); the first spelling wins.
 */
export function mergeTags(existing: string, added: string): string {
  const seen = new Set(splitTags(existing).map(tagKey));
  const fresh: string[] = [];
  for (const tag of splitTags(added).map(tidy)) {
    const key = tagKey(tag);
    if (key === '') continue;
    if (seen.has(key)) continue;
    seen.add(key);
    fresh.push(tag);
  }
  // Nothing new keeps the stored text exactly as the user wrote it.
  if (fresh.length === 0) return existing;
  return dedupeTags([...splitTags(existing), ...fresh].join(', '));
}

/** Each tag once (by `tagKey`, the first spelling kept), in order. */
export function dedupeTags(text: string): string {
  const seen = new Set<string>();
  return splitTags(text)
    .filter((tag) => {
      const key = tagKey(tag);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(', ');
}
