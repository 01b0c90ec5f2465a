/**
 * Jest setup: DOM matchers and the shipped German translations, so tests read what visitors read.
 */
/**
 * External dependencies
 */
import '@testing-library/jest-dom';

/**
 * WordPress dependencies
 */
import { setLocaleData } from '@wordpress/i18n';

const { readFragments, toLocaleData } = require( '../../tools/i18n/po.cjs' );

setLocaleData( toLocaleData( readFragments() ), 'immo-wizards' );
