/**
 * The WordPress strings (text domain `default`) of the DataViews code the admin lists bundle: the
 * package's WordPress build, which carries its own copy of the components it uses. WordPress's
 * language pack translates them only where core ships the same string for a script on the screen,
 * so `languages/po/dataviews.po` translates exactly these (a Jest test compares both).
 */
const fs = require( 'fs' );
const path = require( 'path' );
const ts = require( 'typescript' );

// The package's WordPress build: DataViews with the packages it needs in one file, the code src/admin/
// bundles from `@wordpress/dataviews` and those packages (webpack.config.js), so the same strings.
const BUNDLE = path.join(
	path.dirname( require.resolve( '@wordpress/dataviews/package.json' ) ),
	'build-wp',
	'index.js'
);

/** Where msgid, plural, context and domain are among each function's arguments. */
const ARGS = {
	__: { msgid: 0, domain: 1 },
	_x: { msgid: 0, context: 1, domain: 2 },
	_n: { msgid: 0, plural: 1, domain: 3 },
	_nx: { msgid: 0, plural: 1, context: 3, domain: 4 },
};

/**
 * A string literal's value, else undefined.
 *
 * @param {Object} node AST node.
 */
function literal( node ) {
	return node &&
		( ts.isStringLiteral( node ) ||
			ts.isNoSubstitutionTemplateLiteral( node ) )
		? node.text
		: undefined;
}

/**
 * The bundle's translatable strings of the `default` domain, each once, in the order found.
 *
 * @return {{msgid: string, plural?: string, context?: string}[]} strings
 */
function defaultDomainStrings() {
	const source = ts.createSourceFile(
		BUNDLE,
		fs.readFileSync( BUNDLE, 'utf8' ),
		ts.ScriptTarget.Latest,
		false,
		ts.ScriptKind.JS
	);
	// The bundle renames its imports (`__ as __24`): calls are found by their local names.
	const functions = {};
	for ( const statement of source.statements ) {
		const bindings = statement.importClause?.namedBindings;
		if (
			ts.isImportDeclaration( statement ) &&
			statement.moduleSpecifier.text === '@wordpress/i18n' &&
			bindings &&
			ts.isNamedImports( bindings )
		) {
			for ( const { propertyName, name } of bindings.elements ) {
				const imported = ( propertyName ?? name ).text;
				if ( ARGS[ imported ] ) {
					functions[ name.text ] = ARGS[ imported ];
				}
			}
		}
	}
	const found = new Map();
	const visit = ( node ) => {
		const args =
			ts.isCallExpression( node ) &&
			ts.isIdentifier( node.expression ) &&
			functions[ node.expression.text ];
		if ( args ) {
			const entry = {};
			for ( const [ part, index ] of Object.entries( args ) ) {
				const value = literal( node.arguments[ index ] );
				if ( value !== undefined ) {
					entry[ part ] = value;
				}
			}
			const domain = entry.domain ?? 'default';
			delete entry.domain;
			if ( entry.msgid !== undefined && domain === 'default' ) {
				const id = `${ entry.context ?? '' }\u0004${ entry.msgid }`;
				found.set( id, entry );
			}
		}
		ts.forEachChild( node, visit );
	};
	visit( source );
	return [ ...found.values() ];
}

module.exports = { defaultDomainStrings };
