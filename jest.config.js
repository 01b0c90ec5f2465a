const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	setupFilesAfterEnv: [
		...( defaultConfig.setupFilesAfterEnv || [] ),
		'<rootDir>/tests/js/setup.ts',
	],
	moduleNameMapper: {
		...defaultConfig.moduleNameMapper,
		'^@wordpress/theme$': '<rootDir>/tests/js/mocks/wordpress-theme.ts',
		// uuid 14 (hoisted) is ESM-only too; the CommonJS copy components brings serves the same API.
		'^uuid$': require.resolve( 'uuid', {
			paths: [ require.resolve( '@wordpress/components' ) ],
		} ),
	},
	testPathIgnorePatterns: [
		'/node_modules/',
		'<rootDir>/tests/e2e/',
		'<rootDir>/tests/smoke/',
		'<rootDir>/build/',
		'<rootDir>/.cache/',
		'<rootDir>/.demo/',
	],
	// Flows typed with user-event take many event-loop turns; on a shared two-core machine under load
	// they may need several times the default 5 s. No test waits on time itself.
	testTimeout: 30000,
};
