/**
 * The one-step request forms, as an anonymous visitor on a block page and a shortcode page each:
 * exposé inquiry (object from the query string), contact form (default message), newsletter — each sent,
 * confirmed by the mail in the SMTP sink, and the agency notified with the request's data.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { expectNoViolations } from './support/axe';
import { confirmByMail } from './support/confirmation';
import {
	button,
	consentBoxes,
	field,
	fillContact,
	openScreen,
	sendRequest,
	trackedEvents,
	uniqueEmail,
} from './support/screen';

/** The default message of the contact demo pages (tests/env/mu-plugins/immo-demo-pages.php). */
const DEFAULT_MESSAGE =
	'Guten Tag, ich interessiere mich für Ihre Leistungen. Bitte melden Sie sich bei mir.';

/** Shown by the exposé inquiry instead of the form when no valid object id is known. */
const MISSING_OBJECT = 'Zu dieser Anfrage fehlt die Immobilie.';

const VIA = [ 'block', 'shortcode' ] as const;

/**
 * A checkbox or radio of the form by its accessible name.
 *
 * @param page Page.
 * @param role 'checkbox' or 'radio'.
 * @param name Name.
 */
function option( page: Page, role: 'checkbox' | 'radio', name: RegExp ) {
	return page.getByRole( role, { name } ).first();
}

for ( const via of VIA ) {
	test( `exposé inquiry (${ via }): object from the URL, sent, confirmed, agency gets objectId`, async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'expose' );
		const since = Date.now();
		await openScreen(
			page,
			`/expose-inquiry-${ via }/?objectId=4711&customObjectId=ABC-12`,
			'expose-inquiry'
		);
		await expectNoViolations( page, `exposé inquiry (${ via })` );
		await field( page, /^Firma/ ).fill( 'Muster <i>Immobilien</i> GmbH' );
		await field( page, /^Nachricht/ ).fill(
			'Ist die Wohnung noch frei? Ich würde sie gern besichtigen.'
		);
		await option( page, 'checkbox', /Besichtigung/ ).check();
		await option( page, 'checkbox', /weitere Details/i ).check();
		await option( page, 'radio', /^Telefon/ ).check();
		await sendRequest(
			page,
			{
				email,
				firstname: 'Max',
				lastname: 'Interessent',
				phone: '0351 1234567',
			},
			'Anfrage senden'
		);
		await expectNoViolations( page, `exposé inquiry (${ via }), sent` );
		expect( await trackedEvents( page ) ).toContainEqual(
			expect.objectContaining( {
				event: 'immoObjectInquiry',
				label: 'ABC-12',
			} )
		);

		const { body, notification } = await confirmByMail(
			page,
			email,
			since
		);
		expect( body ).toContain( email );
		expect( body ).toContain( '4711' );
		expect( body ).toContain( 'ABC-12' );
		expect( body ).toContain( 'Ist die Wohnung noch frei?' );
		expect( body ).toContain( 'Besichtigung' );
		expect( body ).toContain( 'Telefon' );
		// The visitor's HTML is escaped.
		expect( notification.html ).not.toContain( '<i>Immobilien</i>' );
		if ( notification.html ) {
			expect( notification.html ).toContain(
				'Muster &lt;i&gt;Immobilien&lt;/i&gt; GmbH'
			);
		}
	} );
}

test( 'exposé inquiry without objectId: a clear message instead of the form', async ( {
	page,
} ) => {
	await openScreen( page, '/expose-inquiry-block/', 'expose-inquiry' );
	await expect( page.getByText( MISSING_OBJECT ) ).toBeVisible();
	await expect( button( page, 'Anfrage senden' ) ).toHaveCount( 0 );
	await expectNoViolations( page, 'exposé inquiry without object' );

	// A non-numeric id is no object either.
	await page.goto( '/expose-inquiry-shortcode/?objectId=abc' );
	await expect(
		page.locator( '.wp-block-immo-wizards-expose-inquiry' ).first()
	).toBeVisible();
	await expect( page.getByText( MISSING_OBJECT ) ).toBeVisible();
	await expect( button( page, 'Anfrage senden' ) ).toHaveCount( 0 );
} );

for ( const via of VIA ) {
	test( `contact form (${ via }): default message prefilled, sent, confirmed, agency notified`, async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'contact' );
		const since = Date.now();
		await openScreen( page, `/contact-${ via }/`, 'contact-form' );
		const message = field( page, /^Nachricht/ );
		await expect( message ).toHaveValue( DEFAULT_MESSAGE );
		await expectNoViolations( page, `contact form (${ via })` );
		await fillContact( page, {
			email,
			firstname: 'Erika',
			lastname: 'Kontakt',
		} );
		await button( page, 'Anfrage senden' ).click();
		await expect(
			page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
		).toBeVisible();
		await expectNoViolations( page, `contact form (${ via }), sent` );
		expect( await trackedEvents( page ) ).toContainEqual(
			expect.objectContaining( { event: 'ContactFormWizard' } )
		);

		const { body } = await confirmByMail( page, email, since );
		expect( body ).toContain( email );
		expect( body ).toContain( 'ich interessiere mich für Ihre Leistungen' );
	} );
}

test( 'contact form: an empty message and missing consents are rejected', async ( {
	page,
} ) => {
	await openScreen( page, '/contact-block/', 'contact-form' );
	await field( page, /^Nachricht/ ).fill( '' );
	await button( page, 'Anfrage senden' ).click();
	await expect(
		page.getByText( 'Bitte prüfen Sie Ihre Eingaben.' ).first()
	).toBeVisible();
	await expect( field( page, /^Nachricht/ ) ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expect( consentBoxes( page ).dataPrivacy ).toHaveAttribute(
		'aria-invalid',
		'true'
	);
	await expectNoViolations( page, 'contact form, invalid input' );
	await expect(
		page.getByText( 'Ihre Nachricht wurde erfolgreich verschickt.' )
	).toHaveCount( 0 );
} );

for ( const via of VIA ) {
	test( `newsletter (${ via }): subscribe, confirm by mail`, async ( {
		page,
	} ) => {
		const email = uniqueEmail( 'newsletter' );
		const since = Date.now();
		await openScreen( page, `/newsletter-${ via }/`, 'newsletter' );
		await expectNoViolations( page, `newsletter (${ via })` );
		await sendRequest(
			page,
			{
				email,
				firstname: 'Nora',
				lastname: 'Leserin',
				newsletter: true,
			},
			'Änderungen speichern'
		);
		await expectNoViolations( page, `newsletter (${ via }), sent` );

		const { confirmation } = await confirmByMail( page, email, since );
		expect( confirmation.subject ).not.toBe( '' );
	} );
}
