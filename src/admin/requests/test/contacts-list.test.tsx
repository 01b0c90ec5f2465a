/**
 * The inbox's contacts against a fake REST API: fields, search and paging on the server.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FakeRest, installFakeRest, Page } from '../../../test-utils/fake-rest';
import { InboxScreen } from '../inbox-screen';
import { MAIL_KIND_INFO } from '../../test/fixtures/mail-kinds';
import { REQUEST_TYPE_INFO } from '../../test/fixtures/request-types';
import { aContact } from './fixtures/requests';

const PATH = 'immo-wizards/v1/contacts';

let api: FakeRest;

beforeEach( () => {
	api = installFakeRest();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=immo-wizards'
	);
} );

test( 'the Contacts tab lists the contacts and searches and pages on the server', async () => {
	api.on(
		`GET ${ PATH }?page=1&per_page=20`,
		new Page(
			[
				aContact(),
				aContact( {
					id: 5,
					firstname: 'Bernd',
					email: 'b@example.org',
					hasPortalAccount: false,
					requests: 1,
				} ),
			],
			41,
			3
		)
	);
	api.on(
		`GET ${ PATH }?page=2&per_page=20`,
		new Page( [ aContact( { id: 6, firstname: 'Clara' } ) ], 41, 3 )
	);
	api.on(
		`GET ${ PATH }?page=1&per_page=20&search=zz`,
		new Page( [], 0, 0 )
	);
	render(
		<InboxScreen
			exportUrl=""
			types={ REQUEST_TYPE_INFO }
			mailKinds={ MAIL_KIND_INFO }
		/>
	);
	const user = userEvent.setup();
	await user.click( screen.getByRole( 'tab', { name: 'Kontakte' } ) );
	const anna = within(
		( await screen.findByText( 'Anna Beispiel' ) ).closest(
			'tr'
		) as HTMLElement
	);
	for ( const text of [ 'anna@example.org', '030 123', '3', 'Ja' ] ) {
		expect( anna.getByText( text ) ).toBeInTheDocument();
	}
	const bernd = within(
		screen.getByText( 'Bernd Beispiel' ).closest( 'tr' ) as HTMLElement
	);
	expect( bernd.getByText( 'Nein' ) ).toBeInTheDocument();
	expect( window.location.search ).toContain( 'tab=contacts' );

	await user.click( screen.getByRole( 'button', { name: /next page/i } ) );
	expect( await screen.findByText( 'Clara Beispiel' ) ).toBeInTheDocument();
	await user.type( screen.getByRole( 'searchbox' ), 'zz' );
	expect(
		await screen.findByText( 'Keine Kontakte gefunden' )
	).toBeInTheDocument();
	await waitFor( () =>
		expect(
			api.callsOf( `GET ${ PATH }?page=1&per_page=20&search=zz` )
		).toHaveLength( 1 )
	);
} );
