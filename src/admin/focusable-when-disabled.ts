/**
 * Props of a `Button` that stays focusable while disabled (`aria-disabled`, clicks ignored), so the
 * focus does not fall to the page when the button gets disabled under it. WordPress 6.5's
 * components know only `__experimentalIsFocusable` (they pass `accessibleWhenDisabled` on to the
 * DOM: an unknown attribute, and a truly disabled button); later ones read it as
 * `accessibleWhenDisabled`.
 */
export const FOCUSABLE_WHEN_DISABLED = {
	__experimentalIsFocusable: true,
} as const;
