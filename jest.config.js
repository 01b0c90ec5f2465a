const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/js/setup.ts',
	],
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		// The bundle for WordPress (`/wp`) is an ES module; Jest takes the package's CommonJS build.
		'^@wordpress/dataviews/wp$': '@wordpress/dataviews',
		'^@wordpress/theme$': '<rootDir>/tests/js/mocks/wordpress-theme.ts',
		// uuid 14 (hoisted) is ESM-only too; the CommonJS copy components brings serves the same API.
		'^uuid$': require.resolve( 'uuid', {
			paths: [ require.resolve( '@wordpress/components' ) ],
		} ),
	},
	// Jest's 5 s per test is a bet on the machine's speed: on two busy cores a screen test that
	// renders a DataViews table and clicks through it takes 3–6 s. A test that hangs still fails.
	testTimeout: 30000,
	testPathIgnorePatterns: [ '/node_modules/', '<rootDir>/tests/e2e/', '<rootDir>/build/', '<rootDir>/.cache/' ],
};
