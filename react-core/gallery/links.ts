// Linked galleries (visitor §4: "a thumbnail strip linked to a slideshow keep indexes in sync"). A
// gallery names the others by id in `linked-galleries`; a link is made as soon as both are mounted,
// whichever mounts first, and undone when either leaves.
import type { GalleryIndex } from './model/gallery-index.ts';

interface Member { index: GalleryIndex; linkedIds: string[]; unlinks: Map<HTMLElement, () => void> }
const members = new Map<HTMLElement, Member>();

const names = (a: HTMLElement, b: HTMLElement, ids: string[]) => b.id !== '' && ids.includes(b.id) && a !== b;

export function joinLinks(host: HTMLElement, index: GalleryIndex, linkedIds: string[]): () => void {
  const self: Member = { index, linkedIds, unlinks: new Map() };
  for (const [other, member] of members) {
    if (names(host, other, linkedIds) || names(other, host, member.linkedIds)) {
      // The gallery already on the page keeps its slide; the newcomer follows it.
      const unlink = member.index.link(index);
      self.unlinks.set(other, unlink);
      member.unlinks.set(host, unlink);
    }
  }
  members.set(host, self);
  return () => {
    for (const [other, unlink] of self.unlinks) {
      unlink();
      members.get(other)?.unlinks.delete(host);
    }
    members.delete(host);
  };
}

export const parseIds = (text: string) => text.split(/[\s,]+/).filter(Boolean);
