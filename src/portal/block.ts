/** The portal's BEM block: its container's class and the prefix of every class inside. */
export const BLOCK = 'wp-block-immo-wizards-portal';
