/**
 * The inbox's request list against a fake REST API: fields, filters and search as REST parameters,
 * paging, bulk actions, the export link, empty and error states.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	type Call,
	FakeRest,
	installFakeRest,
	Page,
	WpError,
} from '../../../test-utils/fake-rest';
import { InboxScreen } from '../inbox-screen';
import { MAIL_KIND_INFO } from '../../test/fixtures/mail-kinds';
import { REQUEST_TYPE_INFO } from '../../test/fixtures/request-types';
import { aRequest } from './fixtures/requests';

const PATH = 'immo-wizards/v1/requests';
const FIRST_PAGE = `${ PATH }?type=lead&orderby=date&order=desc&page=1&per_page=20`;
const EXPORT =
	'https://example.org/wp-json/immo-wizards/v1/requests/export?_wpnonce=abc';

let api: FakeRest;

function openInbox( query = '' ) {
	window.history.replaceState(
		null,
		'',
		`/wp-admin/admin.php?page=immo-wizards${ query }`
	);
	render(
		<InboxScreen
			exportUrl={ EXPORT }
			types={ REQUEST_TYPE_INFO }
			mailKinds={ MAIL_KIND_INFO }
		/>
	);
	return userEvent.setup();
}

/** The paths of the list requests. */
function listCalls(): string[] {
	return api.calls
		.filter(
			( call ) =>
				call.method === 'GET' && call.path.startsWith( `${ PATH }?` )
		)
		.map( ( call ) => call.path );
}

/**
 * The row of a name in the table.
 * @param name The contact's name.
 */
function row( name: string ): HTMLElement {
	return screen.getByText( name ).closest( 'tr' ) as HTMLElement;
}

/**
 * A notice's message (it is also spoken, through a live region).
 * @param text The message.
 */
function findNotice( text: string ) {
	return screen.findByText( text, {
		selector: '.components-notice__content',
	} );
}

/**
 * A day's boundary in the browser's zone, as the list sends it.
 * @param local Local date and time.
 */
function rfc3339( local: string ): string {
	return new Date( local ).toISOString().replace( '.000', '' );
}

beforeEach( () => {
	api = installFakeRest();
} );

test( 'lists the requests of a type with status, workflow, date, name, e-mail and the type columns', async () => {
	const bernd = aRequest( {
		id: 8,
		status: 'pending',
		workflow: 'done',
		contact: {
			...aRequest().contact,
			firstname: 'Bernd',
			email: 'b@example.org',
		},
	} );
	api.on( `GET ${ FIRST_PAGE }`, new Page( [ aRequest(), bernd ] ) );
	openInbox();
	expect(
		screen.getByRole( 'tab', {
			name: 'Eigentümeranfragen',
			selected: true,
		} )
	).toBeInTheDocument();
	// The server's names of the types, then the contacts.
	for ( const tab of [
		'Suchprofile',
		'Exposé-Anfragen',
		'Kontaktnachrichten',
		'Newsletter-Anmeldungen',
		'Kontakte',
	] ) {
		expect( screen.getByRole( 'tab', { name: tab } ) ).toBeInTheDocument();
	}
	await screen.findByText( 'Anna Beispiel' );
	await screen.findByRole( 'columnheader', { name: /Preisvorstellung/ } );
	for ( const header of [ 'Status', 'Datum', 'Kategorie' ] ) {
		expect(
			screen.getByRole( 'columnheader', { name: new RegExp( header ) } )
		).toBeInTheDocument();
	}
	// The e-mail address is under the name, not a column of its own.
	expect(
		screen.queryByRole( 'columnheader', { name: /E-Mail/ } )
	).not.toBeInTheDocument();
	const anna = within( row( 'Anna Beispiel' ) );
	for ( const text of [
		'Bestätigt',
		'Neu',
		'anna@example.org',
		'Wohnung',
		'350.000 €',
	] ) {
		expect( anna.getByText( text ) ).toBeInTheDocument();
	}
	expect(
		within( row( 'Bernd Beispiel' ) ).getByText( 'Unbestätigt' )
	).toBeInTheDocument();
	expect(
		within( row( 'Bernd Beispiel' ) ).getByText( 'Erledigt' )
	).toBeInTheDocument();
	expect( listCalls() ).toEqual( [ FIRST_PAGE ] );
} );

test( 'filters, search and order from the address go to the REST parameters and the export link', async () => {
	const filter = {
		type: 'saved_search',
		status: 'confirmed',
		workflow: 'in_progress',
		search: 'anna',
		after: rfc3339( '2026-05-01T00:00:00' ),
		before: rfc3339( '2026-05-31T23:59:59' ),
		orderby: 'name',
		order: 'asc',
	};
	api.on(
		`GET ${ PATH }?${ new URLSearchParams( { ...filter, page: '2', per_page: '50' } ) }`,
		new Page( [ aRequest( { type: 'saved_search' } ) ], 51, 2 )
	);
	openInbox(
		'&tab=saved_search&status=confirmed&workflow=in_progress&s=anna&from=2026-05-01&to=2026-05-31&orderby=name&order=asc&paged=2&per_page=50'
	);
	expect( await screen.findByText( 'Anna Beispiel' ) ).toBeInTheDocument();
	const link = screen.getByRole( 'link', { name: 'Export (CSV)' } );
	const url = new URL( link.getAttribute( 'href' ) as string );
	expect( url.pathname ).toBe( '/wp-json/immo-wizards/v1/requests/export' );
	expect( Object.fromEntries( url.searchParams ) ).toEqual( {
		_wpnonce: 'abc',
		...filter,
	} );
} );

test( 'pages on the server; a search starts again on page 1 and stays in the address', async () => {
	const second = `${ PATH }?type=lead&orderby=date&order=desc&page=2&per_page=20`;
	api.on( `GET ${ FIRST_PAGE }`, new Page( [ aRequest() ], 45, 3 ) );
	api.on( `GET ${ second }`, new Page( [ aRequest( { id: 9 } ) ], 45, 3 ) );
	api.on(
		`GET ${ PATH }?type=lead&search=bernd&orderby=date&order=desc&page=1&per_page=20`,
		new Page( [], 0, 0 )
	);
	const user = openInbox();
	await screen.findByText( 'Anna Beispiel' );
	await user.click( screen.getByRole( 'button', { name: /next page/i } ) );
	await waitFor( () => expect( listCalls() ).toContain( second ) );
	expect( window.location.search ).toContain( 'paged=2' );
	await user.type( screen.getByRole( 'searchbox' ), 'bernd' );
	expect(
		await screen.findByText( 'Keine Anfragen gefunden' )
	).toBeInTheDocument();
	expect( window.location.search ).toContain( 's=bernd' );
	expect( window.location.search ).not.toContain( 'paged' );
	expect( window.location.search ).toContain( 'page=immo-wizards' );
} );

test( 'marks the selected requests as done', async () => {
	api.on(
		`GET ${ FIRST_PAGE }`,
		new Page( [ aRequest(), aRequest( { id: 8 } ) ] )
	);
	api.on( `PATCH ${ PATH }/7`, ( call: Call ) => ( {
		...aRequest(),
		...( call.data as object ),
	} ) );
	api.on( `PATCH ${ PATH }/8`, aRequest( { id: 8, workflow: 'done' } ) );
	const user = openInbox();
	await screen.findAllByText( 'Anna Beispiel' );
	await user.click(
		screen.getAllByRole( 'checkbox', { name: /select all/i } )[ 0 ]
	);
	await user.click(
		await screen.findByRole( 'button', { name: 'Als erledigt markieren' } )
	);
	expect(
		await findNotice( '2 Anfragen als erledigt markiert.' )
	).toBeInTheDocument();
	expect( api.callsOf( `PATCH ${ PATH }/7` )[ 0 ].data ).toEqual( {
		workflow: 'done',
	} );
	expect( api.callsOf( `PATCH ${ PATH }/8` ) ).toHaveLength( 1 );
	await waitFor( () => expect( listCalls() ).toHaveLength( 2 ) );
} );

test( 'deletes requests only after the confirmation and shows the server message', async () => {
	api.on( `GET ${ FIRST_PAGE }`, new Page( [ aRequest() ] ) );
	api.on(
		`DELETE ${ PATH }/7`,
		new WpError( 403, 'rest_forbidden', 'Keine Berechtigung.' )
	);
	const user = openInbox();
	await screen.findByText( 'Anna Beispiel' );
	await user.click(
		screen.getAllByRole( 'checkbox', { name: /select all/i } )[ 0 ]
	);
	await user.click(
		await screen.findByRole( 'button', { name: 'Löschen' } )
	);
	const dialog = await screen.findByRole( 'dialog' );
	expect(
		within( dialog ).getByText( /1 Anfrage mit ihren Einwilligungen/ )
	).toBeInTheDocument();
	expect( api.callsOf( `DELETE ${ PATH }/7` ) ).toHaveLength( 0 );
	await user.click(
		within( dialog ).getByRole( 'button', { name: 'Löschen' } )
	);
	expect( await findNotice( 'Keine Berechtigung.' ) ).toBeInTheDocument();
	expect( api.callsOf( `DELETE ${ PATH }/7` ) ).toHaveLength( 1 );
} );

test( 'shows the server message when the list cannot be loaded', async () => {
	api.on(
		`GET ${ FIRST_PAGE }`,
		new WpError( 500, 'db_error', 'Die Datenbank antwortet nicht.' )
	);
	openInbox();
	expect(
		await findNotice( 'Die Datenbank antwortet nicht.' )
	).toBeInTheDocument();
} );

test( 'opens a request from the list and keeps it in the address', async () => {
	api.on( `GET ${ FIRST_PAGE }`, new Page( [ aRequest() ] ) );
	api.on(
		`GET ${ PATH }/7`,
		new WpError( 404, 'not_found', 'Anfrage nicht gefunden.' )
	);
	const user = openInbox();
	await user.click(
		await screen.findByRole( 'button', { name: 'Anna Beispiel' } )
	);
	expect( await findNotice( 'Anfrage nicht gefunden.' ) ).toBeInTheDocument();
	expect( window.location.search ).toContain( 'request=7' );
	await user.click(
		screen.getByRole( 'button', { name: '← Zurück zu den Anfragen' } )
	);
	expect( await screen.findByText( 'Anna Beispiel' ) ).toBeInTheDocument();
	expect( window.location.search ).not.toContain( 'request' );
} );
