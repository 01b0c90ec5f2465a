/**
 * Internal dependencies
 */
import { ApiError } from '../../../api/errors';
import { submitErrorMessage } from '../use-submission';

describe( 'submitErrorMessage', () => {
	it( 'is the generic message for any failure', () => {
		expect(
			submitErrorMessage(
				new ApiError(
					'rest_invalid_param',
					'Ungültiger Parameter',
					400
				)
			)
		).toBe( 'Es ist ein Fehler aufgetreten.' );
		expect( submitErrorMessage( new Error( 'x' ) ) ).toBe(
			'Es ist ein Fehler aufgetreten.'
		);
	} );

	it( 'adds the server message on a rate limit', () => {
		expect(
			submitErrorMessage(
				new ApiError(
					'immo_wizards_rate_limited',
					'Zu viele Anfragen.',
					429
				)
			)
		).toBe( 'Es ist ein Fehler aufgetreten. Zu viele Anfragen.' );
	} );
} );
