/**
 * A confirmed owner's price indication from the agency's own listings, with the number of
 * comparables, their dates and the fixed note that it is no valuation.
 */
/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PriceIndication } from '../api/types';

const BLOCK = 'wp-block-immo-wizards-portal';

const euros = ( value: number ) =>
	new Intl.NumberFormat( 'de-DE', { maximumFractionDigits: 0 } ).format(
		value
	);

const day = ( value: string ) =>
	new Intl.DateTimeFormat( 'de-DE', {
		day: '2-digit',
		month: '2-digit',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format( new Date( value ) );

export function PriceIndicationNotice( {
	indication,
}: {
	indication: PriceIndication;
} ) {
	return (
		<section
			className={ `${ BLOCK }__indication` }
			aria-label={ __( 'Price indication', 'immo-wizards' ) }
		>
			<p className={ `${ BLOCK }__indication-range` }>
				{ sprintf(
					/* translators: 1: lower amount, 2: upper amount (formatted numbers) */
					__(
						'Non-binding price indication: %1$s – %2$s €',
						'immo-wizards'
					),
					euros( indication.low ),
					euros( indication.high )
				) }
			</p>
			<p>
				{ sprintf(
					/* translators: 1: number of comparable listings, 2: first date, 3: last date */
					__(
						'From %1$d comparable listings of our agency, %2$s to %3$s.',
						'immo-wizards'
					),
					indication.count,
					day( indication.from ),
					day( indication.to )
				) }
			</p>
			<p>
				{ __(
					'This is not a valuation (Wertermittlung). We will contact you.',
					'immo-wizards'
				) }
			</p>
		</section>
	);
}
