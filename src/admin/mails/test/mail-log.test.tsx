/**
 * The mail log against a fake REST API: the list with its totals, filters and search as REST
 * parameters, "Erneut senden" with its notices, and a captured mail's content in a sandboxed frame.
 */
/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import type { Mail } from '../../../api/mails';
import { MAIL_KIND_INFO } from '../../test/fixtures/mail-kinds';
import { installFakeRest, Page, WpError } from '../../../test-utils/fake-rest';
import { MailLog } from '../mail-log';
import { frameDocument } from '../mail-content';
import { DEFAULT_VIEW, queryOf } from '../use-mails';

const LIST =
	'GET immo-wizards/v1/mails?orderby=date&order=desc&page=1&per_page=20';

function aMail( values: Partial< Mail > = {} ): Mail {
	return {
		id: 3,
		recipient: 'anna@example.de',
		subject: 'Bitte bestätigen Sie Ihre Anfrage',
		kind: 'confirmation',
		typeLabel: 'Owner lead',
		status: 'sent',
		attempts: 1,
		lastError: null,
		createdAt: '2026-05-04T10:15:00Z',
		sentAt: '2026-05-04T10:15:02Z',
		requestId: 12,
		canResend: false,
		hasContent: false,
		attachment: null,
		...values,
	};
}

/** A notice's text (a11y-speak repeats it elsewhere). */
const NOTICE = '.components-notice__content';

// jsdom has no CSS.supports; the actions menu asks it.
beforeAll( () => {
	window.CSS.supports ??= () => false;
} );

describe( 'MailLog', () => {
	it( 'lists the mails with their type, request and status', async () => {
		installFakeRest().on(
			LIST,
			new Page( [
				aMail(),
				aMail( {
					id: 5,
					kind: 'crm_feedback',
					subject: 'OpenImmo-Feedback: Exposé-Anfrage von Anna',
					recipient: 'import@crm.example',
					attachment: { name: 'openimmo-feedback.xml', size: 1234 },
				} ),
				aMail( {
					id: 4,
					kind: 'login_link',
					subject: 'Ihr Anmeldelink',
					typeLabel: null,
					status: 'failed',
					lastError: 'SMTP connect() failed',
					canResend: true,
				} ),
			] )
		);
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		const failed = (
			await screen.findByText( 'SMTP connect() failed' )
		).closest( 'tr' ) as HTMLElement;
		expect( within( failed ).getByText( 'Anmeldelink' ) ).toBeTruthy();
		expect( within( failed ).getByText( 'Fehlgeschlagen' ) ).toBeTruthy();
		const sent = screen
			.getByText( 'Bitte bestätigen Sie Ihre Anfrage' )
			.closest( 'tr' ) as HTMLElement;
		expect(
			within( sent ).getByText( 'Bestätigungsanfrage' )
		).toBeTruthy();
		expect( within( sent ).getByText( 'Owner lead' ) ).toBeTruthy();
		expect( within( sent ).getByText( 'Gesendet' ) ).toBeTruthy();
		const crm = screen
			.getByText( 'import@crm.example' )
			.closest( 'tr' ) as HTMLElement;
		expect(
			within( crm ).getByText( 'CRM-Import (OpenImmo-Feedback)' )
		).toBeTruthy();
		expect( crm ).toHaveTextContent( 'openimmo-feedback.xml (1,2 kB)' );
	} );

	it( 'asks the server for the filters, the search and the page', () => {
		expect(
			queryOf( {
				...DEFAULT_VIEW,
				search: ' anna ',
				page: 3,
				sort: { field: 'createdAt', direction: 'asc' },
				filters: [
					{ field: 'status', operator: 'is', value: 'failed' },
					{ field: 'kind', operator: 'is', value: 'login_link' },
				],
			} )
		).toEqual( {
			status: 'failed',
			kind: 'login_link',
			search: ' anna ',
			order: 'asc',
			page: 3,
			perPage: 20,
		} );
	} );

	it( 'sends the search as the recipient filter', async () => {
		const api = installFakeRest()
			.on( LIST, new Page( [ aMail() ] ) )
			.on(
				'GET immo-wizards/v1/mails?search=anna&orderby=date&order=desc&page=1&per_page=20',
				new Page( [] )
			);
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		await screen.findByText( 'Bitte bestätigen Sie Ihre Anfrage' );
		await userEvent.type( screen.getByRole( 'searchbox' ), 'anna' );
		await waitFor( () =>
			expect(
				api.callsOf(
					'GET immo-wizards/v1/mails?search=anna&orderby=date&order=desc&page=1&per_page=20'
				)
			).toHaveLength( 1 )
		);
	} );

	it( 'resends a failed mail and says so', async () => {
		const failed = aMail( { status: 'failed', canResend: true } );
		const api = installFakeRest()
			.on(
				LIST,
				new Page( [ failed ] ),
				new Page( [ { ...failed, status: 'pending' } ] )
			)
			.on( 'POST immo-wizards/v1/mails/3/resend', {
				...failed,
				status: 'pending',
			} );
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Erneut senden' } )
		);
		expect(
			await screen.findByText(
				'Die E-Mail wurde erneut eingereiht und wird im Hintergrund gesendet.',
				{ selector: NOTICE }
			)
		).toBeTruthy();
		expect(
			api.callsOf( 'POST immo-wizards/v1/mails/3/resend' )
		).toHaveLength( 1 );
		await waitFor( () => expect( api.callsOf( LIST ) ).toHaveLength( 2 ) );
	} );

	it( 'shows the server message when resending fails', async () => {
		installFakeRest()
			.on(
				LIST,
				new Page( [ aMail( { status: 'failed', canResend: true } ) ] )
			)
			.on(
				'POST immo-wizards/v1/mails/3/resend',
				new WpError(
					409,
					'immo_wizards_mail_not_resendable',
					'Nur fehlgeschlagene oder wartende E-Mails können erneut gesendet werden.'
				)
			);
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Erneut senden' } )
		);
		expect(
			await screen.findByText(
				'Nur fehlgeschlagene oder wartende E-Mails können erneut gesendet werden.',
				{ selector: NOTICE }
			)
		).toBeTruthy();
	} );

	it( 'offers no resend for sent mails', async () => {
		installFakeRest().on( LIST, new Page( [ aMail() ] ) );
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		await screen.findByText( 'Bitte bestätigen Sie Ihre Anfrage' );
		expect(
			screen.queryByRole( 'button', { name: 'Erneut senden' } )
		).toBeNull();
	} );

	it( 'shows a captured mail in a sandboxed frame with its text part', async () => {
		installFakeRest()
			.on( LIST, new Page( [ aMail( { hasContent: true } ) ] ) )
			.on( 'GET immo-wizards/v1/mails/3/content', {
				recipient: 'anna@example.de',
				subject: 'Bitte bestätigen Sie Ihre Anfrage',
				html: '<p><a href="https://example.de/?k=abc">Bestätigen</a></p><script>alert(1)</script>',
				text: 'Bestätigen: https://example.de/?k=abc',
			} );
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		await screen.findByText( 'Bitte bestätigen Sie Ihre Anfrage' );
		const menu = screen.getByRole( 'button', { name: 'Actions' } );
		await userEvent.click( menu );
		await userEvent.click(
			await screen.findByRole( 'menuitem', { name: /Inhalt anzeigen/ } )
		);
		const frame = ( await screen.findByTitle(
			'HTML-Teil der E-Mail'
		) ) as HTMLIFrameElement;
		expect( frame.getAttribute( 'sandbox' ) ).toBe(
			'allow-popups allow-popups-to-escape-sandbox'
		);
		expect( frame.getAttribute( 'srcdoc' ) ).toContain(
			'<base target="_blank">'
		);
		expect(
			screen.getByText( 'Bestätigen: https://example.de/?k=abc' )
		).toBeTruthy();
	} );

	it( 'opens links of the mail in a new tab', () => {
		expect( frameDocument( '<a href="x">y</a>' ) ).toBe(
			'<base target="_blank"><a href="x">y</a>'
		);
	} );

	it( 'shows why the list could not be read', async () => {
		installFakeRest().on(
			LIST,
			new WpError(
				403,
				'rest_forbidden',
				'Das E-Mail-Protokoll ist nur für Administratoren zugänglich.'
			)
		);
		render( <MailLog kinds={ MAIL_KIND_INFO } /> );
		// The notice (its words are also spoken by the live region).
		expect(
			await screen.findByText(
				'Das E-Mail-Protokoll ist nur für Administratoren zugänglich.',
				{ selector: '.components-notice__content' }
			)
		).toBeTruthy();
	} );
} );
