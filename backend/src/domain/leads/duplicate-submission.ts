/** Two submissions with the same email and organisation within this span are one lead. */
export const DUPLICATE_WINDOW_MS = 2 * 60 * 1000;
