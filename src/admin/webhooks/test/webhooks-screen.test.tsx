/**
 * The webhooks screen against a fake REST API: the endpoints editor (save, the secret shown once,
 * "Test senden" with the receiver's answer) and the delivery log ("Erneut senden", filters by the
 * server).
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { Delivery, WebhookEndpoint } from '../../../api/webhooks';
import {
	installFakeRest,
	Page,
	WpError,
	type Call,
	type FakeRest,
} from '../../../test-utils/fake-rest';
import { WebhooksScreen } from '../webhooks-screen';

const SETTINGS = 'GET wp/v2/settings';
const SAVE = 'POST wp/v2/settings';
const LOG = 'GET immo-wizards/v1/webhooks/deliveries?page=1&per_page=20';
const PING = 'POST immo-wizards/v1/webhooks/test';

const STORED: WebhookEndpoint = {
	id: 'a1b2c3d4e5f6',
	url: 'https://crm.example.com/hook',
	secret: '',
	secretHint: 'f00d',
	events: [ 'request.created', 'request.confirmed' ],
	active: true,
};

function aDelivery( values: Partial< Delivery > = {} ): Delivery {
	return {
		id: '0f8b1c2e-2d4a-4b6c-9e8f-1a2b3c4d5e6f',
		event: 'request.created',
		endpointId: STORED.id,
		endpoint: STORED.url,
		status: 'failed',
		attempts: 11,
		responseCode: 500,
		lastError: 'HTTP 500',
		responseExcerpt: '{}',
		requestId: 4,
		canResend: true,
		createdAt: '2026-05-04T10:15:00+00:00',
		nextAttemptAt: null,
		...values,
	};
}

/**
 * A page of the log.
 *
 * @param items Deliveries.
 */
function logPage( items: Delivery[] ) {
	return new Page( items );
}

/**
 * Renders the screen and waits until both of its parts have loaded: the endpoints and the log each
 * fetch on their own, and an answer that lands between a test's steps updates React outside `act`.
 *
 * @param api    The fake REST API.
 * @param logged A text the loaded log shows.
 */
async function openScreen(
	api: FakeRest,
	logged = 'Noch keine Zustellungen.'
) {
	api.on( SETTINGS, { immo_wizards_webhooks: [ STORED ] } );
	render( <WebhooksScreen /> );
	await screen.findByText( 'Secret: ••••f00d' );
	await screen.findByText( logged );
	return userEvent.setup();
}

describe( 'webhooks screen', () => {
	it( 'adds an endpoint and shows its new secret once', async () => {
		// The log is read again after the save.
		const api = installFakeRest().on(
			LOG,
			logPage( [] ),
			logPage( [
				aDelivery( {
					status: 'sent',
					lastError: null,
					responseCode: 200,
				} ),
			] )
		);
		const user = await openScreen( api );
		expect( screen.getByText( 'Secret: ••••f00d' ) ).toBeVisible();

		await user.click(
			screen.getByRole( 'button', { name: 'Endpunkt hinzufügen' } )
		);
		// Pasted: typed key by key, every keystroke renders the whole screen (seconds on a busy machine).
		await user.click( screen.getByLabelText( 'URL von Endpunkt 2' ) );
		await user.paste( 'https://zapier.example.org/catch' );
		await user.click(
			within(
				screen
					.getByLabelText( 'URL von Endpunkt 2' )
					.closest( '.components-card' ) as HTMLElement
			).getByLabelText( 'Kontakt gelöscht' )
		);
		expect(
			screen.getAllByRole( 'button', { name: 'Test senden' } )[ 0 ]
		).toBeDisabled();

		api.on( SAVE, ( call: Call ) => ( {
			immo_wizards_webhooks: (
				call.data as { immo_wizards_webhooks: WebhookEndpoint[] }
			 ).immo_wizards_webhooks.map( ( e, i ) =>
				i === 1
					? {
							...e,
							id: '0123456789ab',
							secret: 'ab'.repeat( 32 ),
							secretHint: 'abab',
						}
					: { ...e, secret: '', secretHint: 'f00d' }
			),
		} ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Endpunkte speichern' } )
		);
		expect(
			await screen.findByText( 'Die Endpunkte wurden gespeichert.', {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect( api.callsOf( SAVE )[ 0 ].data ).toEqual( {
			immo_wizards_webhooks: [
				{
					id: STORED.id,
					url: STORED.url,
					secret: '',
					events: STORED.events,
					active: true,
				},
				{
					id: '',
					url: 'https://zapier.example.org/catch',
					secret: '',
					events: [
						'request.created',
						'request.confirmed',
						'saved_search.updated',
					],
					active: true,
				},
			],
		} );
		expect( screen.getByText( 'ab'.repeat( 32 ) ) ).toBeVisible();
		expect(
			screen.getAllByRole( 'button', { name: 'Test senden' } )[ 1 ]
		).toBeEnabled();
		expect( await screen.findByText( 'HTTP 200' ) ).toBeVisible();
	} );

	it( 'asks for a new secret and shows what the server refused', async () => {
		const api = installFakeRest().on( LOG, logPage( [] ) );
		const user = await openScreen( api );
		await user.click(
			screen.getByRole( 'button', { name: 'Neues Secret' } )
		);
		expect(
			screen.getByText( 'Beim Speichern wird ein neues Secret erzeugt.' )
		).toBeVisible();
		api.on(
			SAVE,
			new WpError(
				400,
				'rest_invalid_param',
				'Ungültiger Parameter: immo_wizards_webhooks'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Endpunkte speichern' } )
		);
		expect(
			await screen.findByText( /Ungültiger Parameter/, {
				selector: '.components-notice__content',
			} )
		).toBeVisible();
		expect(
			(
				api.callsOf( SAVE )[ 0 ].data as {
					immo_wizards_webhooks: WebhookEndpoint[];
				}
			 ).immo_wizards_webhooks[ 0 ].regenerate
		).toBe( true );
	} );

	it( 'shows what the receiver answered to the test', async () => {
		// The log is read again after the test.
		const api = installFakeRest()
			.on(
				LOG,
				logPage( [] ),
				logPage( [
					aDelivery( {
						status: 'sent',
						lastError: null,
						responseCode: 204,
					} ),
				] )
			)
			.on( PING, {
				ok: false,
				responseCode: 500,
				error: 'HTTP 500',
				responseExcerpt: '{"message":"kaputt"}',
			} );
		const user = await openScreen( api );
		await user.click(
			screen.getByRole( 'button', { name: 'Test senden' } )
		);
		const answer = await screen.findByRole( 'status' );
		expect( answer ).toHaveTextContent( 'Der Test ist fehlgeschlagen.' );
		expect( answer ).toHaveTextContent( 'Antwort: HTTP 500' );
		expect( answer ).toHaveTextContent( '{"message":"kaputt"}' );
		expect( api.callsOf( PING )[ 0 ].data ).toEqual( {
			endpoint: STORED.id,
		} );
		expect( await screen.findByText( 'HTTP 204' ) ).toBeVisible();
	} );

	it( 'lists the deliveries and sends a failed one again', async () => {
		const failed = aDelivery();
		const sent = aDelivery( {
			id: '1f8b1c2e-2d4a-4b6c-9e8f-1a2b3c4d5e6f',
			event: 'contact.deleted',
			status: 'sent',
			attempts: 1,
			responseCode: 200,
			lastError: null,
			canResend: false,
		} );
		const api = installFakeRest().on(
			LOG,
			logPage( [ failed, sent ] ),
			logPage( [ { ...failed, status: 'sent', canResend: false }, sent ] )
		);
		api.on(
			`POST immo-wizards/v1/webhooks/deliveries/${ failed.id }/resend`,
			{
				...failed,
				status: 'sent',
			}
		);
		const user = await openScreen( api, 'HTTP 500' );

		expect( screen.getByText( 'HTTP 500' ) ).toBeVisible();
		const log = within( screen.getByRole( 'table' ) );
		expect( log.getByText( 'Kontakt gelöscht' ) ).toBeVisible();
		expect( log.getByText( 'HTTP 200' ) ).toBeVisible();
		expect( log.getByText( 'Fehlgeschlagen' ) ).toBeVisible();
		expect( log.getAllByText( STORED.url ) ).toHaveLength( 2 );
		const again = screen.getAllByRole( 'button', {
			name: 'Erneut senden',
		} );
		expect( again ).toHaveLength( 1 );

		await user.click( again[ 0 ] );
		await waitFor( () => expect( api.callsOf( LOG ) ).toHaveLength( 2 ) );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'button', { name: 'Erneut senden' } )
			).not.toBeInTheDocument()
		);
	} );
} );
