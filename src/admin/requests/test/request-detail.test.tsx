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
import { MAIL_KIND_INFO } from '../../test/fixtures/mail-kinds';
import { RequestDetail } from '../request-detail';
import { aDetail } from './fixtures/requests';

const ROUTE = 'immo-wizards/v1/requests/7';
const FEEDBACK =
	'https://example.org/wp-json/immo-wizards/v1/requests/%d/openimmo-feedback?_wpnonce=abc';

let api: FakeRest;

beforeEach( () => {
	api = installFakeRest();
	api.on( `GET ${ ROUTE }`, aDetail() );
} );

function openDetail() {
	const onBack = jest.fn();
	const { container } = render(
		<RequestDetail
			id={ 7 }
			feedbackUrl={ FEEDBACK }
			onBack={ onBack }
			mailKinds={ MAIL_KIND_INFO }
		/>
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
			name: 'Eigentümeranfrage: Anna Beispiel',
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

test( 'names consents, mails and deliveries in German, never by their internal keys', async () => {
	api.on(
		`GET ${ ROUTE }`,
		aDetail( {
			webhooks: [
				{
					id: 9,
					event: 'request.confirmed',
					status: 'pending',
					attempts: 0,
					responseCode: null,
					lastError: null,
					createdAt: '2026-05-04T10:20:00+00:00',
				},
			],
		} )
	);
	const { container } = openDetail();
	await screen.findByText( 'Wohnung' );
	// What the consent agreed to, as the server names it.
	expect(
		within( section( 'Einwilligung' ) ).getByRole( 'cell', {
			name: 'Datenverarbeitung',
		} )
	).toBeInTheDocument();
	const mails = within( section( 'E-Mails' ) );
	expect(
		mails.getByRole( 'columnheader', { name: 'Typ' } )
	).toBeInTheDocument();
	for ( const name of [
		'Bestätigungsanfrage',
		'Benachrichtigung an das Büro',
		'Fehlgeschlagen',
	] ) {
		expect( mails.getByRole( 'cell', { name } ) ).toBeInTheDocument();
	}
	// "Gesendet" is the status of the first mail and the header of the column of send times.
	expect(
		mails.getAllByText( 'Gesendet' ).map( ( node ) => node.tagName )
	).toEqual( [ 'TH', 'TD' ] );
	const webhooks = within( section( 'Webhooks' ) );
	expect( webhooks.getByText( 'Anfrage bestätigt' ) ).toBeInTheDocument();
	expect( webhooks.getByText( 'Ausstehend' ) ).toBeInTheDocument();
	const cells = [ ...container.querySelectorAll( 'td' ) ].map(
		( cell ) => cell.textContent
	);
	for ( const key of [
		'data_privacy',
		'confirmation',
		'agency_notification',
		'sent',
		'failed',
		'request.confirmed',
		'pending',
	] ) {
		expect( cells ).not.toContain( key );
	}
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
	await user.click( screen.getByLabelText( 'Interne Notiz' ) );
	await user.paste( 'Rückruf am Montag' );
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

test( 'offers the OpenImmo-Feedback file of a request that has one', async () => {
	openDetail();
	const link = await screen.findByRole( 'link', {
		name: 'OpenImmo-Feedback herunterladen',
	} );
	expect( link ).toHaveAttribute(
		'href',
		'https://example.org/wp-json/immo-wizards/v1/requests/7/openimmo-feedback?_wpnonce=abc'
	);
	expect( link ).toHaveAttribute( 'download' );
} );

test( 'offers no file for a request without one', async () => {
	api.on( `GET ${ ROUTE }`, aDetail( { feedback: false } ) );
	openDetail();
	await screen.findByText( 'Wohnung' );
	expect(
		screen.queryByRole( 'link', {
			name: 'OpenImmo-Feedback herunterladen',
		} )
	).toBeNull();
} );

describe( 'RequestDetail of a confirmed owner lead', () => {
	it( 'lists the buyers waiting for the property', async () => {
		api.on(
			`GET ${ ROUTE }`,
			aDetail( {
				buyers: {
					count: 3,
					contacts: [
						{
							name: '<b>Max</b> Käufer',
							email: 'max@example.de',
							title: 'Wohnung: Altstadt',
							confirmedAt: '2026-05-01T08:00:00+00:00',
						},
					],
				},
			} )
		);
		openDetail();
		const table = await screen.findByRole( 'heading', {
			name: 'Vorgemerkte Interessenten für diese Immobilie: 3 Suchprofile',
		} );
		const region = within( table.parentElement as HTMLElement );
		expect( region.getByText( '<b>Max</b> Käufer' ) ).toBeInTheDocument();
		expect(
			region.getByRole( 'link', { name: 'max@example.de' } )
		).toHaveAttribute( 'href', 'mailto:max@example.de' );
		expect( region.getByText( 'Wohnung: Altstadt' ) ).toBeInTheDocument();
	} );

	it( 'shows no buyers section for other requests', async () => {
		openDetail();
		await screen.findByText( 'Wohnung' );
		expect(
			screen.queryByRole( 'heading', {
				name: /Vorgemerkte Interessenten/,
			} )
		).not.toBeInTheDocument();
	} );
} );

describe( 'RequestDetail with a price indication', () => {
	it( 'shows the range and links the comparable listings', async () => {
		api.on(
			`GET ${ ROUTE }`,
			aDetail( {
				valuation: {
					low: 310000,
					median: 330000,
					high: 355000,
					count: 5,
					from: '2025-03-01T10:00:00+00:00',
					to: '2026-10-15T10:00:00+00:00',
					comparables: [
						{
							id: 12,
							title: 'Altbauwohnung <i>Striesen</i>',
							url: 'https://example.org/immobilie/12/',
							status: 'sold',
							price: 320000,
							livingSpace: 84,
						},
					],
				},
			} )
		);
		openDetail();
		const heading = await screen.findByRole( 'heading', {
			name: 'Preisindikation: 310.000 € – 355.000 € (Median 330.000 €) aus 5 Angeboten',
		} );
		const table = within( heading.parentElement as HTMLElement );
		expect(
			table.getByRole( 'link', { name: 'Altbauwohnung <i>Striesen</i>' } )
		).toHaveAttribute( 'href', 'https://example.org/immobilie/12/' );
		expect( table.getByText( 'Verkauft' ) ).toBeInTheDocument();
	} );
} );
