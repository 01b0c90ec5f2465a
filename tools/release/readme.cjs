/**
 * Reads readme.txt the way the WordPress.org plugin directory does: `=== Name ===`, then header
 * fields (`Field: value`) up to the first empty line, then the short description up to the first
 * `== Section ==`, then the sections. The directory shows at most 150 characters of the short
 * description and at most 5 tags, and ignores unknown header fields.
 */

/** Header fields the directory reads, by their name in the file (lower case). */
const FIELDS = {
	contributors: 'contributors',
	'donate link': 'donateLink',
	tags: 'tags',
	'requires at least': 'requires',
	'tested up to': 'tested',
	'requires php': 'requiresPhp',
	'stable tag': 'stableTag',
	license: 'license',
	'license uri': 'licenseUri',
};

/** Fields and sections every readme of this plugin has. */
const REQUIRED_FIELDS = [
	'contributors',
	'tags',
	'requires',
	'tested',
	'requiresPhp',
	'stableTag',
	'license',
	'licenseUri',
];
const REQUIRED_SECTIONS = [
	'description',
	'installation',
	'frequently asked questions',
	'screenshots',
	'changelog',
	'upgrade notice',
];

/**
 * The parsed readme.
 *
 * @param {string} text readme.txt.
 * @return {{name: string, fields: Object<string, string>, shortDescription: string, sections: Object<string, string>}} Parsed.
 */
function parseReadme( text ) {
	const lines = text.replace( /^\uFEFF/, '' ).split( /\r?\n/ );
	let index = 0;
	const next = () => lines[ index++ ];
	while ( index < lines.length && ! lines[ index ].trim() ) {
		index++;
	}
	const title = ( next() || '' ).match( /^\s*===\s*(.+?)\s*===\s*$/ );
	const fields = {};
	while ( index < lines.length && lines[ index ].trim() ) {
		const field = next().match( /^\s*([^:]+?)\s*:\s*(.*?)\s*$/ );
		if ( field && FIELDS[ field[ 1 ].toLowerCase() ] ) {
			fields[ FIELDS[ field[ 1 ].toLowerCase() ] ] = field[ 2 ];
		}
	}
	const description = [];
	while ( index < lines.length && ! /^\s*==[^=]/.test( lines[ index ] ) ) {
		description.push( next() );
	}
	const sections = {};
	let current = null;
	while ( index < lines.length ) {
		const line = next();
		const heading = line.match( /^\s*==\s*(.+?)\s*==\s*$/ );
		if ( heading ) {
			current = heading[ 1 ].toLowerCase();
			sections[ current ] = '';
		} else if ( current ) {
			sections[ current ] += line + '\n';
		}
	}
	for ( const name of Object.keys( sections ) ) {
		sections[ name ] = sections[ name ].trim();
	}
	return {
		name: title ? title[ 1 ] : '',
		fields,
		shortDescription: description.join( ' ' ).replace( /\s+/g, ' ' ).trim(),
		sections,
	};
}

/**
 * What the directory would reject or cut, and where the readme disagrees with the plugin header.
 *
 * @param {ReturnType<typeof parseReadme>}                           readme Parsed readme.
 * @param {{version: string, requires: string, requiresPhp: string}} plugin What plugin.php says.
 * @return {string[]} Problems.
 */
function readmeProblems( readme, plugin ) {
	const problems = [];
	if ( ! readme.name ) {
		problems.push( 'the first line is not "=== Plugin Name ==="' );
	}
	for ( const field of REQUIRED_FIELDS ) {
		if ( ! readme.fields[ field ] ) {
			problems.push( `header field ${ field } is missing` );
		}
	}
	const { fields } = readme;
	const version = /^\d+(\.\d+){1,2}$/;
	for ( const field of [ 'requires', 'tested', 'requiresPhp' ] ) {
		if ( fields[ field ] && ! version.test( fields[ field ] ) ) {
			problems.push(
				`${ field } "${ fields[ field ] }" is not a version number`
			);
		}
	}
	if ( fields.stableTag && fields.stableTag !== plugin.version ) {
		problems.push(
			`Stable tag ${ fields.stableTag } differs from the plugin's Version ${ plugin.version }`
		);
	}
	if ( fields.requires && fields.requires !== plugin.requires ) {
		problems.push(
			`Requires at least ${ fields.requires } differs from plugin.php's ${ plugin.requires }`
		);
	}
	if ( fields.requiresPhp && fields.requiresPhp !== plugin.requiresPhp ) {
		problems.push(
			`Requires PHP ${ fields.requiresPhp } differs from plugin.php's ${ plugin.requiresPhp }`
		);
	}
	if ( fields.tags && fields.tags.split( ',' ).length > 5 ) {
		problems.push(
			'more than 5 tags (the directory shows only the first 5)'
		);
	}
	const length = [ ...readme.shortDescription ].length;
	if ( ! length ) {
		problems.push( 'the short description is missing' );
	} else if ( length > 150 ) {
		problems.push(
			`the short description has ${ length } characters (at most 150 are shown)`
		);
	}
	for ( const section of REQUIRED_SECTIONS ) {
		if ( ! readme.sections[ section ] ) {
			problems.push( `section "${ section }" is missing or empty` );
		}
	}
	return problems;
}

/**
 * What plugin.php's header says (the fields the readme must agree with).
 *
 * @param {string} text plugin.php.
 * @return {{version: string, requires: string, requiresPhp: string}} Header values ('' when absent).
 */
function pluginHeader( text ) {
	const field = ( name ) =>
		( text.match(
			new RegExp( `^[ \\t/*#@]*${ name }:[ \\t]*(.*?)[ \\t]*$`, 'mi' )
		) || [] )[ 1 ] || '';
	return {
		version: field( 'Version' ),
		requires: field( 'Requires at least' ),
		requiresPhp: field( 'Requires PHP' ),
	};
}

module.exports = { parseReadme, readmeProblems, pluginHeader };
