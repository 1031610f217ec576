// Product reviews (reference §5, §8).
export const REVIEW_MESSAGES = {
  selectStarRating: 'Please select a star rating',
  requestExpired: 'Your review request has expired',
  alreadyReviewed: 'You have already reviewed this purchase',
  noProducts: 'There are no products to review',
} as const;
