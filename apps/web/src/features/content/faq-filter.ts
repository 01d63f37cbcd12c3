import type { FaqContent } from '@orioni/contracts/content';

export const ALL_TAGS = '__all__';

/** Markup-free text of a rich-text answer, for matching. */
const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ');

/**
 * The FAQ blocks to show: those of the chosen tag (or every tag) whose title or text contains the
 * search text, case-insensitively (spec section 2, FAQ page).
 */
export function filterFaq(accordion: FaqContent['accordion'], search: string, tag: string) {
  const needle = search.trim().toLocaleLowerCase();
  return accordion.flatMap((group, g) =>
    tag !== ALL_TAGS && group.tag !== tag
      ? []
      : group.block
          .map((block, b) => ({ id: `${group.tag}-${g}-${b}`, tag: group.tag, title: block.title, text: block.text }))
          .filter((block) => !needle || block.title.toLocaleLowerCase().includes(needle) || plain(block.text).toLocaleLowerCase().includes(needle)),
  );
}
