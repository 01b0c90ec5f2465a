/**
 * The webhooks screen's names (German, as the site shows them).
 */
/**
 * Internal dependencies
 */
import { deliveryStatusLabel } from '../labels';

describe( 'delivery status names', () => {
	it( 'calls a delivery waiting for its retry pending, not unconfirmed (a request’s word)', () => {
		expect( deliveryStatusLabel( 'pending' ) ).toBe( 'Ausstehend' );
		expect( deliveryStatusLabel( 'sent' ) ).toBe( 'Gesendet' );
		expect( deliveryStatusLabel( 'failed' ) ).toBe( 'Fehlgeschlagen' );
	} );
} );
