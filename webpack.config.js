/**
 * Build: one view script per screen and one editor script per block.
 *
 * `react/jsx-runtime` is not mapped to the `react-jsx-runtime` script handle, which WordPress
 * registers only from 6.6 on (6.5 is supported): src/host/jsx-runtime.ts, built in, makes the
 * elements with the page's React. `@wordpress/dataviews`, which WordPress does not ship as a script
 * at all, is bundled.
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
 * `@wordpress/dataviews` (the admin lists) needs newer WordPress packages than WordPress 6.5 ships
 * (components 38, the private APIs' current consent, `@wordpress/theme`): everything it imports,
 * and everything those import in turn, is bundled with it. The rest of the build keeps using
 * WordPress's scripts; translations (`@wordpress/i18n`) and the REST nonce (`@wordpress/api-fetch`)
 * stay shared, and so does `@wordpress/date` (WordPress 6.5's is enough; a copy would bring all
 * time zones).
 */
const SHARED_WITH_DATAVIEWS = new Set( [
	'@wordpress/i18n',
	'@wordpress/api-fetch',
	'@wordpress/date',
] );

class DataViewsAwareExtraction extends DependencyExtractionWebpackPlugin {
	constructor( options ) {
		super( options );
		/** Folders of the packages bundled for DataViews: their imports are bundled too. */
		this.bundledFolders = [
			path.dirname(
				require.resolve( '@wordpress/dataviews/package.json' )
			),
		];
	}

	externalizeWpDeps( data, callback ) {
		const { request, context = '' } = data;
		const fromBundled = this.bundledFolders.some( ( folder ) =>
			context.startsWith( folder + path.sep )
		);
		if (
			! fromBundled ||
			! request.startsWith( '@wordpress/' ) ||
			SHARED_WITH_DATAVIEWS.has( request )
		) {
			return super.externalizeWpDeps( data, callback );
		}
		const folder = packageFolder( request, context );
		if ( folder && ! this.bundledFolders.includes( folder ) ) {
			this.bundledFolders.push( folder );
		}
		return callback();
	}
}

/**
 * The folder of the package a request resolves to from `context`, or null.
 *
 * @param {string} request Module request, e.g. `@wordpress/components/foo`.
 * @param {string} context Folder of the importing module.
 */
function packageFolder( request, context ) {
	const name = request.split( '/' ).slice( 0, 2 ).join( '/' );
	for (
		let dir = context;
		dir !== path.dirname( dir );
		dir = path.dirname( dir )
	) {
		const candidate = path.join( dir, 'node_modules', name );
		if ( fs.existsSync( path.join( candidate, 'package.json' ) ) ) {
			return fs.realpathSync( candidate );
		}
	}
	return null;
}

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

/**
 * Lazily loaded chunks (the map, the portal's dialogs, later wizard steps) keep a stable file name
 * (`build/map.css` is also registered as an editor style) and carry the hash of their final content
 * in the URL, so a host may cache every plugin asset for good: the URL changes exactly when the file
 * does. wp-scripts versions only the JS chunks, by `[chunkhash]`, which is computed before
 * minification; its CSS extraction sets no `chunkFilename`, so chunk CSS had no version at all.
 * (wp-scripts' RTL copies skip the versioned chunk CSS: the runtime never loaded them.)
 */
const CHUNK_VERSION = '?ver=[contenthash]';

/**
 * wp-scripts' CSS extraction, with the versioned chunk file name.
 *
 * @param {Object} plugin The MiniCssExtractPlugin instance of wp-scripts.
 */
function versionedCssExtraction( plugin ) {
	return new plugin.constructor( {
		filename: plugin.options.filename,
		chunkFilename: '[name].css' + CHUNK_VERSION,
	} );
}

/**
 * Writes `build/script-files.json`: each entry => the JS files it may run, its own and every chunk
 * it loads, however late (sorted, without the version query). tools/i18n.mjs gives each script
 * handle the translations of exactly these files.
 */
class ScriptFilesManifest {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'ScriptFilesManifest',
			( compilation ) =>
				compilation.hooks.processAssets.tap(
					{
						name: 'ScriptFilesManifest',
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						const manifest = {};
						for ( const [
							name,
							entrypoint,
						] of compilation.entrypoints ) {
							const files = new Set();
							const seen = new Set();
							const visit = ( group ) => {
								if ( seen.has( group ) ) {
									return;
								}
								seen.add( group );
								for ( const chunk of group.chunks ) {
									for ( const file of chunk.files ) {
										const bare = file.split( '?' )[ 0 ];
										if ( bare.endsWith( '.js' ) ) {
											files.add( bare );
										}
									}
								}
								group.getChildren().forEach( visit );
							};
							visit( entrypoint );
							manifest[ name ] = [ ...files ].sort();
						}
						compilation.emitAsset(
							'script-files.json',
							new sources.RawSource(
								JSON.stringify( manifest, null, '\t' ) + '\n'
							)
						);
					}
				)
		);
	}
}

/**
 * Starts every `.asset.php` with WordPress's direct-access guard, as the plugin's other PHP files do
 * (the plugin directory asks it of every PHP file); `require` still gets the array the file returns.
 */
class GuardedAssetFiles {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'GuardedAssetFiles',
			( compilation ) =>
				compilation.hooks.processAssets.tap(
					{
						name: 'GuardedAssetFiles',
						// After the dependency extraction wrote the asset files (ANALYSE).
						stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
					},
					() => {
						for ( const name of Object.keys(
							compilation.assets
						) ) {
							const code = name.endsWith( '.asset.php' )
								? compilation.assets[ name ].source().toString()
								: '';
							if ( code.startsWith( '<?php return ' ) ) {
								compilation.updateAsset(
									name,
									new sources.RawSource(
										code.replace(
											'<?php ',
											"<?php defined( 'ABSPATH' ) || exit; "
										)
									)
								);
							}
						}
					}
				)
		);
	}
}

module.exports = {
	...defaultConfig,
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			'react/jsx-runtime$': path.resolve(
				__dirname,
				'src/host/jsx-runtime.ts'
			),
		},
	},
	output: {
		...defaultConfig.output,
		chunkFilename: '[name].js' + CHUNK_VERSION,
	},
	entry: {
		...screenEntries(),
		// `embed.js`, the host script on other sites (served by the standalone pages' router):
		// no WordPress packages, no React, at most 5 KB gzip.
		'embed/host': './src/embed/host.ts',
	},
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
				// DataViews' styles, which the lazily loaded admin lists share (src/admin/lazy-screen.tsx):
				// one `dataviews.css` (90 KB) instead of a copy in each list's chunk.
				dataViewsStyle: {
					type: 'css/mini-extract',
					test: /[\\/]dataviews-style\.scss$/,
					chunks: 'async',
					name: 'dataviews',
					enforce: true,
				},
			},
		},
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof DependencyExtractionWebpackPlugin ) &&
				! [ 'CopyPlugin', 'MiniCssExtractPlugin' ].includes(
					plugin.constructor.name
				)
		),
		...defaultConfig.plugins
			.filter(
				( plugin ) => plugin.constructor.name === 'MiniCssExtractPlugin'
			)
			.map( versionedCssExtraction ),
		new ScriptFilesManifest(),
		new GuardedAssetFiles(),
		new DataViewsAwareExtraction( {
			requestToExternal: ( request ) =>
				BUNDLED.has( request ) ||
				request.startsWith( '@wordpress/dataviews/' )
					? false
					: undefined,
		} ),
	],
};
