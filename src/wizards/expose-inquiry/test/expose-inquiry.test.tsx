/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { describeRequestForm } from '../../shared/request-form/test/fixtures/contract';
import { track } from '../../../host/tracking';
import {
	CHECK_INPUT,
	emailInput,
	fillContact,
	FILLED_CONTACT,
	newsletterBox,
	SENT,
	sharedConfig,
} from '../../shared/request-form/test/fixtures';
import { ExposeInquiryApp } from '../app';
import type { ExposeInquiryConfig } from '../types';

const ROUTE = 'POST immo-wizards/v1/wizard/expose-inquiry';
const MISSING = 'Zu dieser Anfrage fehlt die Immobilie.';

function renderInquiry(
	overrides: Partial< ExposeInquiryConfig > = {},
	search = ''
) {
	window.history.replaceState( null, '', `/expose/${ search }` );
	const user = userEvent.setup();
	const view = render(
		<ExposeInquiryApp
			config={ {
				...sharedConfig(),
				objectId: null,
				customObjectId: null,
				...overrides,
			} }
		/>
	);
	return { user, ...view };
}

const submitButton = () =>
	screen.getByRole( 'button', { name: 'Anfrage senden' } );
afterEach( () => window.history.replaceState( null, '', '/' ) );

describe( 'exposé inquiry', () => {
	const rest = describeRequestForm( {
		open: async ( submitUrl ) =>
			renderInquiry( { submitUrl }, '?objectId=5' ),
		route: 'immo-wizards/v1/wizard/expose-inquiry',
		formType: 'expose_inquiry',
		submitLabel: 'Anfrage senden',
		success: SENT,
		body: { contact: FILLED_CONTACT, exposeInquiry: { objectId: 5 } },
		track: [ 'immoObjectInquiry' ],
		loadingBar: true,
	} );
	const sentPayload = () =>
		rest().bodyOf( ROUTE ) as {
			exposeInquiry: object;
			contact: { customFields: object };
		};

	it( 'sends the inquiry about the property of the query string', async () => {
		const { user } = renderInquiry(
			{},
			'?objectId=4711&customObjectId=W-4711'
		);
		await user.type(
			screen.getByLabelText( 'Nachricht' ),
			'  Ist die Wohnung noch frei?  '
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Besichtigung' } )
		);
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Weitere Details' } )
		);
		const method = screen.getByRole( 'radiogroup', {
			name: 'Bevorzugte Kontaktart',
		} );
		await user.click(
			within( method ).getByRole( 'radio', { name: 'Telefon' } )
		);
		await user.type( screen.getByLabelText( 'Firma' ), 'Muster GmbH' );
		await fillContact( user );
		await user.click( submitButton() );

		expect( await screen.findByText( SENT ) ).toHaveAttribute(
			'role',
			'alert'
		);
		expect( screen.queryByRole( 'form' ) ).not.toBeInTheDocument();
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 1 );
		expect( sentPayload() ).toMatchObject( {
			contact: FILLED_CONTACT,
			exposeInquiry: {
				objectId: 4711,
				customObjectId: 'W-4711',
				message: 'Ist die Wohnung noch frei?',
				company: 'Muster GmbH',
				wish: [ 'besichtigung', 'detail' ],
				contactMethod: 'phone',
			},
		} );
		expect( track ).toHaveBeenCalledTimes( 1 );
		expect( track ).toHaveBeenCalledWith( 'immoObjectInquiry', 'W-4711' );
	} );

	it( 'leaves out the optional fields nobody filled in', async () => {
		const { user } = renderInquiry( {}, '?objectId=12' );
		await fillContact( user );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect( sentPayload().exposeInquiry ).toEqual( { objectId: 12 } );
		expect( track ).toHaveBeenCalledWith( 'immoObjectInquiry' );
	} );

	it( 'prefers the block attributes to the query string', async () => {
		const { user } = renderInquiry(
			{
				objectId: 99,
				customObjectId: 'B-99',
				submitUrl: 'immo-wizards/v1/wizard/contact',
			},
			'?objectId=4711&customObjectId=W-4711'
		);
		await fillContact( user );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		// The submit URL names another wizard route.
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 0 );
		const body = rest().bodyOf( 'POST immo-wizards/v1/wizard/contact' ) as {
			exposeInquiry: object;
		};
		expect( body.exposeInquiry ).toEqual( {
			objectId: 99,
			customObjectId: 'B-99',
		} );
		expect( track ).toHaveBeenCalledWith( 'immoObjectInquiry', 'B-99' );
	} );

	it.each( [ '', '?customObjectId=W-1', '?objectId=0', '?objectId=abc' ] )(
		'shows a message instead of the form without a valid object id (%p)',
		( search ) => {
			renderInquiry( {}, search );
			expect( screen.getByText( MISSING ) ).toHaveAttribute(
				'role',
				'alert'
			);
			expect(
				screen.queryByRole( 'button', { name: 'Anfrage senden' } )
			).not.toBeInTheDocument();
		}
	);

	it( 'validates the contact fields and consents before sending', async () => {
		const { user } = renderInquiry( {}, '?objectId=5' );
		await user.click( submitButton() );

		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		expect( screen.getByLabelText( /^Vorname/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( screen.getByLabelText( /^Nachname/ ) ).toHaveAttribute(
			'aria-invalid',
			'true'
		);
		expect( emailInput() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			screen.getByText(
				'Bitte stimmen Sie der Verarbeitung Ihrer Daten zu.',
				{
					exact: false,
				}
			)
		).toBeInTheDocument();
		// The message is optional in an inquiry.
		expect( screen.getByLabelText( 'Nachricht' ) ).not.toHaveAttribute(
			'aria-invalid'
		);
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 0 );
	} );

	it( 'rejects an invalid e-mail address', async () => {
		const { user } = renderInquiry( {}, '?objectId=5' );
		await fillContact( user, 'erika@example' );
		await user.click( submitButton() );
		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		expect( emailInput() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 0 );
	} );

	it( 'asks for the newsletter when the site requires it', async () => {
		const { user } = renderInquiry(
			{ newsletter: { enabled: true, required: true } },
			'?objectId=5'
		);
		await fillContact( user );
		await user.click( submitButton() );
		expect( await screen.findByText( CHECK_INPUT ) ).toBeInTheDocument();
		expect( newsletterBox() ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( rest().callsOf( ROUTE ) ).toHaveLength( 0 );

		await user.click( newsletterBox() );
		await user.click( submitButton() );
		await screen.findByText( SENT );
		expect( sentPayload().contact.customFields ).toEqual( {
			dataPrivacy: true,
			acceptContact: true,
			newsletter: true,
		} );
	} );
} );
