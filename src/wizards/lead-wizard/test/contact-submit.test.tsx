/**
 * External dependencies
 */
import { fireEvent, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { fetchFormToken } from '../../../api/form-token';
import { ApiError } from '../../../api/errors';
import { submitLead } from '../../../api/wizard';
import { track } from '../../../host/tracking';
import { answerApiInEachTest, mocked } from './fixtures/mocks';
import { fillContact, goToContact, renderWizard } from './fixtures/render';

jest.mock( '../../../api/wizard' );
jest.mock( '../../../api/fields' );
jest.mock( '../../../api/geocoder' );
jest.mock( '../../../api/form-token' );
jest.mock( '../../../host/tracking' );
jest.mock( '../../../host/bridge' );
jest.mock( '../../../components/map/leaflet-map' );

answerApiInEachTest();

const SENT =
	'Ihre Anfrage wurde abgeschickt, bitte überprüfen Sie Ihr E-Mail-Postfach, um diese zu bestätigen.';
const submitButton = () =>
	screen.getByRole( 'button', { name: 'Anfrage abschicken' } );

describe( 'lead wizard contact step', () => {
	it( 'shows the user error and sends nothing when the form is invalid', async () => {
		const { user } = renderWizard();
		await goToContact( user );
		await user.click( submitButton() );
		expect(
			await screen.findByText( 'Bitte prüfen Sie Ihre Eingaben.' )
		).toBeInTheDocument();
		expect( screen.getByLabelText( /^Vorname/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( submitLead ).not.toHaveBeenCalled();
	} );

	it( 'shows a server failure and retries with the same request id', async () => {
		mocked( submitLead ).mockRejectedValueOnce(
			new ApiError(
				'internal_server_error',
				'Es ist ein interner Serverfehler aufgetreten.',
				500
			)
		);
		const { user } = renderWizard();
		await goToContact( user );
		await fillContact( user );
		await user.click( submitButton() );

		expect(
			await screen.findByText( 'Es ist ein Fehler aufgetreten.' )
		).toHaveAttribute( 'role', 'alert' );
		expect( screen.queryByText( SENT ) ).not.toBeInTheDocument();
		expect( track ).not.toHaveBeenCalled();

		await user.click( submitButton() );
		expect( await screen.findByText( SENT ) ).toBeInTheDocument();
		expect( submitLead ).toHaveBeenCalledTimes( 2 );
		const [ first, second ] = mocked( submitLead ).mock.calls.map(
			( [ payload ] ) => payload
		);
		expect( second.requestId ).toBe( first.requestId );
		expect( second.formToken ).toBe( first.formToken );
		expect( fetchFormToken ).toHaveBeenCalledTimes( 1 );
		expect( track ).toHaveBeenCalledWith( 'LeadWizard' );
	} );

	it( 'adds the server message to a rate limit error', async () => {
		mocked( submitLead ).mockRejectedValueOnce(
			new ApiError(
				'immo_wizards_rate_limited',
				'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
				429
			)
		);
		const { user } = renderWizard();
		await goToContact( user );
		await fillContact( user );
		await user.click( submitButton() );
		expect(
			await screen.findByText(
				'Es ist ein Fehler aufgetreten. Zu viele Anfragen. Bitte versuchen Sie es später erneut.'
			)
		).toHaveAttribute( 'role', 'alert' );
	} );

	it( 'sends a double submit once, busy while it runs', async () => {
		let answer: ( value: {
			status: 'pending';
			uuid: string;
		} ) => void = () => {};
		mocked( submitLead ).mockReturnValue(
			new Promise( ( resolve ) => {
				answer = resolve;
			} )
		);
		const { user } = renderWizard();
		await goToContact( user );
		await fillContact( user );
		const form = submitButton().closest( 'form' ) as HTMLFormElement;
		fireEvent.submit( form );
		fireEvent.submit( form );
		await screen.findByRole( 'button', { busy: true } );
		expect( submitButton() ).toBeDisabled();
		expect( form ).toHaveAttribute( 'aria-busy', 'true' );
		await user.click( submitButton() );
		expect( submitLead ).toHaveBeenCalledTimes( 1 );

		answer( { status: 'pending', uuid: 'u-1' } );
		expect( await screen.findByText( SENT ) ).toBeInTheDocument();
		expect( submitLead ).toHaveBeenCalledTimes( 1 );
		expect( screen.queryByRole( 'navigation' ) ).not.toBeInTheDocument();
	} );

	it( 'sends the honeypot as hp', async () => {
		const { user, container } = renderWizard();
		await goToContact( user );
		const honeypot = container.querySelector(
			'input[name="website"]'
		) as HTMLInputElement;
		expect( honeypot ).toHaveAttribute( 'tabindex', '-1' );
		expect( honeypot ).toHaveAttribute( 'autocomplete', 'off' );
		expect( honeypot.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		fireEvent.change( honeypot, { target: { value: 'spam' } } );
		await fillContact( user );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect( mocked( submitLead ).mock.calls[ 0 ][ 0 ].hp ).toBe( 'spam' );
	} );

	it( 'posts to the configured submit URL', async () => {
		const { user } = renderWizard( {
			submitUrl: 'immo-wizards/v1/wizard/contact',
		} );
		await goToContact( user );
		await fillContact( user );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect( mocked( submitLead ).mock.calls[ 0 ][ 1 ] ).toBe(
			'immo-wizards/v1/wizard/contact'
		);
	} );
} );
