/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FeatureDisabled } from '..';
import { CONSENT_SETTINGS_EVENT } from '../../../host/consent';

describe( 'FeatureDisabled', () => {
	afterEach( () => {
		delete window.wp_has_consent;
	} );

	it( 'says the function is disabled and reopens the cookie settings', async () => {
		const user = userEvent.setup();
		const listener = jest.fn();
		window.addEventListener( CONSENT_SETTINGS_EVENT, listener );
		render( <FeatureDisabled /> );
		expect(
			screen.getByText( 'Die Funktion wurde deaktiviert.' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'button', { name: 'Cookie-Einstellungen' } )
		);
		expect( listener ).toHaveBeenCalledTimes( 1 );
		window.removeEventListener( CONSENT_SETTINGS_EVENT, listener );
	} );

	it( 'leaves the settings to the WP Consent API tool', () => {
		window.wp_has_consent = () => false;
		render( <FeatureDisabled /> );
		expect( screen.queryByRole( 'button' ) ).not.toBeInTheDocument();
	} );
} );
