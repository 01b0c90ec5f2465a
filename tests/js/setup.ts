/**
 * Jest setup: DOM matchers, the shipped German translations (so tests read what visitors read) and
 * waits that do not depend on the machine's speed.
 */
/**
 * External dependencies
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';

const { readFragments, toLocaleData } = require( '../../tools/i18n/po.cjs' );

setLocaleData( toLocaleData( readFragments() ), 'immo-wizards' );

// findBy… and waitFor give up after 1 s by default, a bet on the machine's speed like Jest's own
// timeout (jest.config.js): they return as soon as what they wait for is there, so a longer limit
// only changes how long a real failure takes to show.
configure( { asyncUtilTimeout: 10000 } );
