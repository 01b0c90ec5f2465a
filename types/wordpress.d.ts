// `@wordpress/block-editor` ships no types.
declare module '@wordpress/block-editor';
