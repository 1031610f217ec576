// Linked galleries (visitor §4: "a thumbnail strip linked to a slideshow keep indexes in sync"). A
// gallery names the others by id in `linked-galleries`; a link is made as soon as both are mounted,
// whichever mounts first, and undone when either leaves. The same links join the galleries' indexes
// and their autoplay pauses (model/autoplay.ts), each in a registry of its own.
import type { Autoplay } from './model/autoplay.ts';
import type { GalleryIndex } from './model/gallery-index.ts';

interface Linkable<T> { link(other: T): () => void }
interface Member<T> { item: T; linkedIds: string[]; unlinks: Map<HTMLElement, () => void> }

const names = (a: HTMLElement, b: HTMLElement, ids: string[]) => b.id !== '' && ids.includes(b.id) && a !== b;

function registry<T extends Linkable<T>>() {
  const members = new Map<HTMLElement, Member<T>>();
  return (host: HTMLElement, item: T, linkedIds: string[]): () => void => {
    const self: Member<T> = { item, linkedIds, unlinks: new Map() };
    for (const [other, member] of members) {
      if (names(host, other, linkedIds) || names(other, host, member.linkedIds)) {
        // The gallery already on the page keeps its slide; the newcomer follows it.
        const unlink = member.item.link(item);
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
  };
}

export const joinLinks = registry<GalleryIndex>();
/** While any gallery of a linked group has a pause reason, the group's autoplay waits (visitor §4 "Autoplay"). */
export const joinPauses = registry<Autoplay>();

export const parseIds = (text: string) => text.split(/[\s,]+/).filter(Boolean);
