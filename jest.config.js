const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

// @wordpress/dataviews needs packages that ship ES modules only: Babel compiles them.
const ES_MODULES_ONLY = '(@wordpress/theme|uuid)/';

module.exports = {
	...defaultConfig,
	transform: {
		...defaultConfig.transform,
		'\\.mjs$': defaultConfig.transform[ '\\.[jt]sx?$' ],
	},
	transformIgnorePatterns: [ `/node_modules/(?!.*${ ES_MODULES_ONLY })` ],
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/js/setup.ts',
	],
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/tests/e2e/',
		'<rootDir>/build/',
		'<rootDir>/.cache/',
	],
};
