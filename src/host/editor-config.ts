/**
 * The server config of a screen inside the block editor, printed before the editor script by PHP
 * (the editor has no server-rendered container to read it from).
 */
declare global {
	interface Window {
		immoWizardsEditor?: Record< string, unknown >;
		immoWizardsEditorCaps?: { submitUrl?: unknown };
	}
}

/**
 * Config of `screen` as the PHP config builder produced it for the block's default attributes.
 *
 * @param screen Screen slug, e.g. `lead-wizard`.
 */
export function editorConfig< Config >( screen: string ): Config {
	return ( window.immoWizardsEditor?.[ screen ] ?? {} ) as Config;
}

/**
 * Whether the current user may set a submit URL: only content by users with `unfiltered_html` keeps
 * it (PHP: `ImmoWizards\Blocks\Submit_Target`), so the control is hidden from everyone else.
 */
export function canSetSubmitUrl(): boolean {
	return window.immoWizardsEditorCaps?.submitUrl === true;
}
