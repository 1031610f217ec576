import { reverseLookup } from './lookup.ts';

// Collection types (reference §3.4).
export const COLLECTION_TYPES = {
  GENERIC: 1, SUBSCRIPTION: 2, TWITTER: 3, FOURSQUARE: 4, INSTAGRAM: 5, GALLERY_BLOCK: 6, TEMPLATE_PAGE: 7,
  SPLASH_PAGE: 8, PAGE: 10, FIVE_HUNDRED_PX: 11, FLICKR: 12, PRODUCTS: 13, MOSAIC: 14, SLIDE_GALLERY: 15,
  SLIDE_ALBUM: 16, SLIDE_VIDEO: 17, ALBUM_BLOCK: 18, PROJECT: 19, SECTION_CATALOG: 20, PAGE_CATALOG: 21,
  ITEM_CATALOG: 22, PORTFOLIO: 23, LESSONS: 24,
} as const;
export type CollectionType = (typeof COLLECTION_TYPES)[keyof typeof COLLECTION_TYPES];
export const COLLECTION_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(COLLECTION_TYPES);
export const COLLECTION_TYPE_LABELS = {
  1: 'generic', 2: 'subscription', 3: 'twitter', 4: 'foursquare', 5: 'instagram', 6: 'gallery block',
  7: 'template page', 8: 'splash page', 10: 'page', 11: '500px', 12: 'flickr', 13: 'products', 14: 'mosaic',
  15: 'slide gallery', 16: 'slide album', 17: 'slide video', 18: 'album block', 19: 'project',
  20: 'section catalog', 21: 'page catalog', 22: 'item catalog', 23: 'portfolio', 24: 'lessons',
} as const satisfies Record<CollectionType, string>;

export const COLLECTION_VIEWS = ['list', 'grid', 'product'] as const;
export type CollectionView = (typeof COLLECTION_VIEWS)[number];

// Item record types (reference §3.5). The source list is incomplete; these are the known codes.
export const ITEM_RECORD_TYPES = {
  TEXT: 1, IMAGE: 2, QUOTE: 4, LINK: 5, CHAT: 6, AUDIO: 7, VIDEO: 8, REVIEW: 10, STORE_ITEM: 11, EVENT: 12,
  THREAD: 13, GALLERY: 14, BINARY: 15, DIGITAL_GOOD: 18, ATTACHMENT: 19, TEXT_PROSE_MIRROR: 22,
  PORTFOLIO_ITEM: 59, LESSON: 62,
} as const;
export type ItemRecordType = (typeof ITEM_RECORD_TYPES)[keyof typeof ITEM_RECORD_TYPES];
export const ITEM_RECORD_TYPE_BY_CODE = /*#__PURE__*/ reverseLookup(ITEM_RECORD_TYPES);
export const ITEM_RECORD_TYPE_LABELS = {
  1: 'text', 2: 'image', 4: 'quote', 5: 'link', 6: 'chat', 7: 'audio', 8: 'video', 10: 'review',
  11: 'store item', 12: 'event', 13: 'thread', 14: 'gallery', 15: 'binary', 18: 'digital good',
  19: 'attachment', 22: 'text prose mirror', 59: 'portfolio item', 62: 'lesson',
} as const satisfies Record<ItemRecordType, string>;

// Content item statuses and visibility (reference §4). Transitions between statuses: not shown.
export const CONTENT_ITEM_STATUSES = {
  PUBLISHED: 1, SCHEDULED: 2, NEEDS_REVIEW: 3, DRAFT: 4, PRIVATE: 5, DELETED: 6,
} as const;
export type ContentItemStatus = (typeof CONTENT_ITEM_STATUSES)[keyof typeof CONTENT_ITEM_STATUSES];
export const CONTENT_ITEM_STATUS_BY_CODE = /*#__PURE__*/ reverseLookup(CONTENT_ITEM_STATUSES);
/** Translation labels the source has for statuses. */
export const CONTENT_ITEM_STATUS_LABELS = {
  SCHEDULED: 'Scheduled', NEEDS_REVIEW: 'Needs Review', DRAFT: 'Draft', PRIVATE: 'Private',
} as const satisfies Partial<Record<keyof typeof CONTENT_ITEM_STATUSES, string>>;

export const ITEM_VISIBILITY_STATES = ['draft', 'published', 'needs_review', 'scheduled'] as const;
export type ItemVisibilityState = (typeof ITEM_VISIBILITY_STATES)[number];
