/**
 * Build: one view script per screen and one editor script per block.
 *
 * `react/jsx-runtime` is bundled instead of mapped to the `react-jsx-runtime` script handle, which
 * WordPress registers only from 6.6 on (6.5 is supported); so is `@wordpress/theme`.
 */
const fs = require( 'fs' );
const path = require( 'path' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const DependencyExtractionWebpackPlugin = require( '@wordpress/dependency-extraction-webpack-plugin' );

// @wordpress/theme comes with the bundled @wordpress/dataviews and has no script handle in 6.5.
const BUNDLED = new Set( [
	'react/jsx-runtime',
	'react/jsx-dev-runtime',
	'@wordpress/theme',
] );

/**
 * Every screen folder under src/ holding a `view.tsx` (and optionally an `editor.tsx`) becomes the
 * entries `<screen>/view` and `<screen>/editor`; the PHP side registers them as
 * `immo-wizards-<screen>-view|editor`. Screen = folder name = block folder in blocks/; the admin
 * screens in src/admin/ (`import/view`, `property-sidebar/editor`) are entries the same way, loaded by
 * the classes in includes/Admin/.
 */
function screenEntries() {
	const entries = {};
	const visit = ( dir ) => {
		for ( const item of fs.readdirSync( dir, { withFileTypes: true } ) ) {
			if ( ! item.isDirectory() || item.name === 'test' ) {
				continue;
			}
			const folder = path.join( dir, item.name );
			for ( const entry of [ 'view', 'editor' ] ) {
				const file = path.join( folder, `${ entry }.tsx` );
				if ( fs.existsSync( file ) ) {
					entries[ `${ item.name }/${ entry }` ] =
						`./${ path.relative( __dirname, file ) }`;
				}
			}
			visit( folder );
		}
	};
	visit( path.join( __dirname, 'src' ) );
	return entries;
}

module.exports = {
	...defaultConfig,
	entry: screenEntries(),
	optimization: {
		...defaultConfig.optimization,
		splitChunks: {
			...defaultConfig.optimization.splitChunks,
			// No shared "style" chunk: it would be named after the first screen only, and other
			// screens would load without the styles they share. Each entry gets all its CSS in
			// `<screen>/view.css`; the lazily loaded map keeps its own CSS chunk.
			cacheGroups: {
				...defaultConfig.optimization.splitChunks.cacheGroups,
				style: false,
			},
		},
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
