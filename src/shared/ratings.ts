/** Rules of docs/product/customer-controls.md, "Rating after the job", that both the form and the domain apply. */
export const ratingCommentMaxLength = 1000;
