/**
 * The import screen against a fake REST API: upload, polling every 2 s, counts and log, the held
 * withdrawal's buttons, the server's error messages.
 */
/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { installFakeRest, WpError } from '../../../test-utils/fake-rest';
import { ImportScreen } from '../import-screen';
import { POLL_INTERVAL_MS } from '../use-import';
import { anImport } from './fixtures/import';

const LIST = 'GET immo-wizards/v1/imports?per_page=10';
const UPLOAD = 'POST immo-wizards/v1/imports';
const STATUS = 'GET immo-wizards/v1/imports/7';
const WITHDRAWAL = 'POST immo-wizards/v1/imports/7/withdrawal';

/** Whether the test took the clock (polling); the others run on real timers. */
let fakeClock = false;

function useFakeClock() {
	jest.useFakeTimers();
	fakeClock = true;
}

function openScreen() {
	const user = userEvent.setup( {
		advanceTimers: ( ms ) =>
			fakeClock ? jest.advanceTimersByTime( ms ) : undefined,
	} );
	render( <ImportScreen maxUploadBytes={ 8 * 1048576 } /> );
	return user;
}

/**
 * Opens the screen and shows the recent import of export.zip.
 */
async function openRecentImport() {
	const user = openScreen();
	await user.click(
		await screen.findByRole( 'button', {
			name: 'Import von export.zip anzeigen',
		} )
	);
	return user;
}

async function uploadFile( user: ReturnType< typeof userEvent.setup > ) {
	await user.upload(
		screen.getByLabelText( 'OpenImmo-Datei (XML oder ZIP)' ),
		new File( [ 'PK' ], 'export.zip', { type: 'application/zip' } )
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Hochladen und importieren' } )
	);
}

/**
 * A notice's text (the a11y live region repeats it elsewhere on the page).
 *
 * @param text Text.
 */
const findNotice = ( text: string ) =>
	screen.findByText( text, { selector: '.components-notice__content' } );

const tick = () =>
	act( () => {
		jest.advanceTimersByTime( POLL_INTERVAL_MS );
	} );

afterEach( () => {
	jest.useRealTimers();
	fakeClock = false;
} );

describe( 'import screen', () => {
	it( 'uploads the file and polls every 2 s until the import is finished', async () => {
		useFakeClock();
		const done = anImport( {
			status: 'done',
			total: 3,
			processed: 3,
			counts: {
				created: 1,
				updated: 1,
				unchanged: 0,
				deleted: 0,
				failed: 1,
			},
			errors: [
				{
					position: 3,
					objectId: 'OBJ-3',
					level: 'error',
					message: 'Das Objekt hat keinen Preis.',
				},
			],
			errorCount: 1,
		} );
		const api = installFakeRest()
			.on( LIST, [], [ done ] )
			.on( UPLOAD, anImport() )
			.on(
				STATUS,
				anImport( { status: 'running', total: 3, processed: 1 } ),
				done
			);
		const user = openScreen();
		expect(
			await screen.findByText( 'Noch keine Importe.' )
		).toBeVisible();
		expect(
			screen.getByText( /Maximale Größe: 8 MB\./ )
		).toBeInTheDocument();

		await uploadFile( user );
		const status = await screen.findByText(
			'Import läuft: 1 von 3 Objekten verarbeitet.'
		);
		expect( status ).toBe( screen.getByRole( 'status' ) );
		const sent = api.callsOf( UPLOAD )[ 0 ].body as FormData;
		expect( ( sent.get( 'file' ) as File ).name ).toBe( 'export.zip' );

		await tick();
		expect(
			await screen.findByText(
				'Der Import ist abgeschlossen: 3 Objekte verarbeitet.'
			)
		).toBe( status );
		const counts = screen.getByRole( 'table', { name: 'Objekte' } );
		expect(
			within( counts ).getByRole( 'row', { name: 'Neu angelegt 1' } )
		).toBeInTheDocument();
		expect(
			within( counts ).getByRole( 'row', { name: 'Fehlgeschlagen 1' } )
		).toBeInTheDocument();
		const log = screen.getByRole( 'table', { name: 'Protokoll' } );
		expect(
			within( log ).getByRole( 'row', {
				name: '3 OBJ-3 Fehler Das Objekt hat keinen Preis.',
			} )
		).toBeInTheDocument();

		await tick();
		await tick();
		expect( api.callsOf( STATUS ) ).toHaveLength( 2 );
		// The list follows the import's status.
		expect(
			await screen.findByRole( 'row', {
				name: /^export\.zip .* Abgeschlossen /,
			} )
		).toBeInTheDocument();
	} );

	it( 'shows the server message when the upload is refused', async () => {
		installFakeRest()
			.on( LIST, [] )
			.on(
				UPLOAD,
				new WpError(
					415,
					'immo_wizards_import_unsupported',
					'Das ist keine OpenImmo-Datei.'
				)
			);
		const user = openScreen();
		await uploadFile( user );
		expect(
			await findNotice( 'Das ist keine OpenImmo-Datei.' )
		).toBeVisible();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();
	} );

	it( 'asks for a file before it uploads', async () => {
		const api = installFakeRest().on( LIST, [] );
		const user = openScreen();
		await user.click(
			screen.getByRole( 'button', { name: 'Hochladen und importieren' } )
		);
		expect(
			await findNotice(
				'Bitte wählen Sie eine OpenImmo-Datei (XML oder ZIP).'
			)
		).toBeVisible();
		expect( api.callsOf( UPLOAD ) ).toHaveLength( 0 );
	} );

	it( 'confirms a held withdrawal and polls again', async () => {
		const held = anImport( {
			status: 'awaiting_confirmation',
			total: 1,
			processed: 1,
			pendingWithdrawal: 2,
			existingBefore: 3,
		} );
		const api = installFakeRest()
			.on( LIST, [ held ] )
			.on(
				STATUS,
				held,
				anImport( {
					status: 'done',
					processed: 1,
					counts: {
						created: 0,
						updated: 0,
						unchanged: 1,
						deleted: 2,
						failed: 0,
					},
				} )
			)
			.on( WITHDRAWAL, anImport( { status: 'queued', processed: 1 } ) );
		const user = await openRecentImport();
		expect(
			await screen.findByText(
				'Diese Vollübertragung würde 2 von 3 Objekten zurückziehen. Sie bleiben online, bis Sie entscheiden.',
				{ selector: 'p' }
			)
		).toBeVisible();
		await user.click(
			screen.getByRole( 'button', { name: 'Zurückziehen bestätigen' } )
		);
		expect( api.callsOf( WITHDRAWAL )[ 0 ].data ).toEqual( {
			decision: 'confirm',
		} );
		expect(
			await screen.findByRole( 'row', { name: 'Zurückgezogen 2' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Ablehnen' } )
		).not.toBeInTheDocument();
	} );

	it( 'declines a held withdrawal and shows a refused decision', async () => {
		const held = anImport( {
			status: 'awaiting_confirmation',
			pendingWithdrawal: 2,
			existingBefore: 3,
		} );
		const api = installFakeRest()
			.on( LIST, [ held ] )
			.on( STATUS, held )
			.on(
				WITHDRAWAL,
				new WpError(
					409,
					'immo_wizards_import_no_pending_withdrawal',
					'Dieser Import wartet auf keine Entscheidung.'
				)
			);
		const user = await openRecentImport();
		await user.click(
			await screen.findByRole( 'button', { name: 'Ablehnen' } )
		);
		expect( api.callsOf( WITHDRAWAL )[ 0 ].data ).toEqual( {
			decision: 'reject',
		} );
		expect(
			await findNotice( 'Dieser Import wartet auf keine Entscheidung.' )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Ablehnen' } )
		).toBeEnabled();
	} );

	it( 'shows the server message when the status cannot be read', async () => {
		installFakeRest()
			.on( LIST, [ anImport() ] )
			.on(
				STATUS,
				new WpError(
					404,
					'immo_wizards_import_not_found',
					'Diesen Import gibt es nicht.'
				)
			);
		await openRecentImport();
		expect(
			await findNotice( 'Diesen Import gibt es nicht.' )
		).toBeVisible();
	} );
} );
