/**
 * A request's detail view against a fake REST API: submitted rows as text, consent, mail and webhook
 * history, workflow and note saved with a notice.
 */
/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	type Call,
	FakeRest,
	installFakeRest,
	WpError,
} from '../../../test-utils/fake-rest';
import { RequestDetail } from '../request-detail';
import { aDetail } from './fixtures/requests';

const ROUTE = 'immo-wizards/v1/requests/7';

let api: FakeRest;

beforeEach( () => {
	api = installFakeRest();
	api.on( `GET ${ ROUTE }`, aDetail() );
} );

function openDetail() {
	const onBack = jest.fn();
	const { container } = render(
		<RequestDetail id={ 7 } onBack={ onBack } />
	);
	return { user: userEvent.setup(), onBack, container };
}

function section( heading: string ): HTMLElement {
	return screen
		.getByRole( 'heading', { name: heading } )
		.closest( 'section' ) as HTMLElement;
}

test( 'shows what was submitted as text, never as markup', async () => {
	const { container } = openDetail();
	expect(
		await screen.findByRole( 'heading', {
			name: 'Eigentümer-Lead: Anna Beispiel',
		} )
	).toBeInTheDocument();
	const submitted = within( section( 'Angaben' ) );
	expect( submitted.getByText( 'Wohnung' ) ).toBeInTheDocument();
	expect(
		submitted.getByText( '<img src=x onerror="alert(1)"> Bitte anrufen' )
	).toBeInTheDocument();
	expect( container.querySelector( 'img' ) ).toBeNull();
} );

test( 'shows the consent record, the mail history and the empty webhook history', async () => {
	openDetail();
	await screen.findByText( 'Wohnung' );
	const consent = within( section( 'Einwilligung' ) );
	expect( consent.getByText( 'dataPrivacy' ) ).toBeInTheDocument();
	expect( consent.getByText( 'Version 2026-01' ) ).toBeInTheDocument();
	expect( consent.getByText( '203.0.113.0' ) ).toBeInTheDocument();
	const mails = within( section( 'E-Mails' ) );
	expect( mails.getByText( 'Neue Anfrage' ) ).toBeInTheDocument();
	expect( mails.getByText( 'SMTP 550' ) ).toBeInTheDocument();
	expect(
		within( section( 'Webhooks' ) ).getByText(
			'Keine Webhook-Zustellungen.'
		)
	).toBeInTheDocument();
} );

test( 'saves workflow and note with a PATCH and says so', async () => {
	api.on( `PATCH ${ ROUTE }`, ( call: Call ) => ( {
		...aDetail(),
		...( call.data as object ),
	} ) );
	const { user } = openDetail();
	await user.selectOptions(
		await screen.findByLabelText( 'Bearbeitung' ),
		'in_progress'
	);
	await user.type(
		screen.getByLabelText( 'Interne Notiz' ),
		'Rückruf am Montag'
	);
	await user.click( screen.getByRole( 'button', { name: 'Speichern' } ) );
	expect(
		await screen.findByText( 'Gespeichert.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	expect(
		api.callsOf( `PATCH ${ ROUTE }` ).map( ( call ) => call.data )
	).toEqual( [ { workflow: 'in_progress', note: 'Rückruf am Montag' } ] );
	expect( screen.getAllByText( 'In Bearbeitung' ).length ).toBeGreaterThan(
		1
	);
} );

test( 'shows the server message when saving fails', async () => {
	api.on(
		`PATCH ${ ROUTE }`,
		new WpError( 400, 'rest_invalid_param', 'Die Notiz ist zu lang.' )
	);
	const { user } = openDetail();
	await user.click(
		await screen.findByRole( 'button', { name: 'Speichern' } )
	);
	expect(
		await screen.findByText( 'Die Notiz ist zu lang.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
} );

test( 'goes back to the list', async () => {
	const { user, onBack } = openDetail();
	await user.click(
		screen.getByRole( 'button', { name: '← Zurück zu den Anfragen' } )
	);
	expect( onBack ).toHaveBeenCalled();
} );
