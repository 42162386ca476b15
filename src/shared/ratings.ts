/** Rules of docs/product/customer-controls.md, "Rating after the job", that both the form and the domain apply. */
export const ratingCommentMaxLength = 1000;

/**
 * A score at or under this one is an unhappy customer: the network mailbox is alerted at once and
 * the customer is told that someone will call (docs/product/customer-controls.md, "An unhappy customer").
 */
export const lowRatingAtMost = 2;
export const isLowRating = (rating: number) => rating <= lowRatingAtMost;
