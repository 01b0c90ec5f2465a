// `@wordpress/block-editor` ships no types.
declare module '@wordpress/block-editor';

// Scripts of the block editor's page that the plugin uses only as externals (`wp.editor`,
// `wp.editPost`, `wp.plugins`); their packages are not installed.
type ImmoWizardsDocumentPanel = import( 'react' ).ComponentType< {
	name: string;
	title: string;
	children?: import( 'react' ).ReactNode;
} >;
declare module '@wordpress/editor' {
	export const PluginDocumentSettingPanel:
		ImmoWizardsDocumentPanel | undefined;
}
declare module '@wordpress/edit-post' {
	export const PluginDocumentSettingPanel:
		ImmoWizardsDocumentPanel | undefined;
}
declare module '@wordpress/plugins' {
	export function registerPlugin(
		name: string,
		settings: { render: import( 'react' ).ComponentType }
	): unknown;
}
