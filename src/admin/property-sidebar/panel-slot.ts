/**
 * The document settings panel slot: `@wordpress/editor` has it from WordPress 6.6 on, 6.5 only in
 * `@wordpress/edit-post`. Both are scripts of the editor page (externals of the build).
 */
/**
 * WordPress dependencies
 */
import * as editPost from '@wordpress/edit-post';
import * as editor from '@wordpress/editor';

export const PluginDocumentSettingPanel = ( editor.PluginDocumentSettingPanel ??
	editPost.PluginDocumentSettingPanel ) as ImmoWizardsDocumentPanel;
