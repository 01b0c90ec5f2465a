/**
 * Build: one view script per screen and one editor script per block.
 *
 * `react/jsx-runtime` is bundled instead of mapped to the `react-jsx-runtime` script handle, which
 * WordPress registers only from 6.6 on (6.5 is supported).
 */
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

const BUNDLED = new Set( [ 'react/jsx-runtime', 'react/jsx-dev-runtime' ] );

module.exports = {
	...defaultConfig,
	entry: {
		'lead-wizard/view': './src/wizards/lead-wizard/view.tsx',
		'lead-wizard/editor': './src/wizards/lead-wizard/editor.tsx',
		'portal/view': './src/portal/view.tsx',
		'portal/editor': './src/portal/editor.tsx',
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				plugin.constructor.name !== 'CopyPlugin'
		),
		new DependencyExtractionWebpackPlugin( {
			requestToExternal: ( request ) =>
				BUNDLED.has( request ) ? false : undefined,
		} ),
	],
};
