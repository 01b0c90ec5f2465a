/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ExposeInquiryItem } from '../../api/expose-inquiries';
import { BLOCK } from '../block';
import { safeUrl } from '../format';
import { HouseIcon } from '../icons';

/**
 * An inquiry: image (or a neutral placeholder), title, 'in {zip} {city}', category, price, and
 * the 'Exposé' link opening in a new tab.
 *
 * @param props         The props.
 * @param props.inquiry The inquiry.
 */
export function InquiryCard( { inquiry }: { inquiry: ExposeInquiryItem } ) {
	const titleId = 'immo-wizards-' + useId().replace( /:/g, '' );
	const image = safeUrl( inquiry.image );
	const link = safeUrl( inquiry.link );
	const place = [ inquiry.zip, inquiry.city ]
		.filter( ( part ) => typeof part === 'string' && part.trim() )
		.join( ' ' );
	return (
		<article className={ `${ BLOCK }__card` } aria-labelledby={ titleId }>
			{ image ? (
				<img
					className={ `${ BLOCK }__card-image` }
					src={ image }
					alt=""
					height={ 280 }
					loading="lazy"
				/>
			) : (
				<div
					className={ `${ BLOCK }__card-image ${ BLOCK }__card-image--none` }
				>
					<HouseIcon />
				</div>
			) }
			<div className={ `${ BLOCK }__card-body` }>
				<h3 id={ titleId } className={ `${ BLOCK }__card-title` }>
					{ inquiry.title }
				</h3>
				{ place && (
					<p className={ `${ BLOCK }__card-line` }>
						{
							/* translators: %s: postcode and city */
							sprintf( __( 'in %s', 'immo-wizards' ), place )
						}
					</p>
				) }
				{ inquiry.category && (
					<p className={ `${ BLOCK }__overline` }>
						{ inquiry.category }
					</p>
				) }
				{ ( inquiry.price?.title || inquiry.price?.text ) && (
					<p className={ `${ BLOCK }__card-line` }>
						<span>{ inquiry.price.title }</span>{ ' ' }
						<strong className={ `${ BLOCK }__price` }>
							{ inquiry.price.text }
						</strong>
					</p>
				) }
			</div>
			{ link && (
				<div className={ `${ BLOCK }__card-actions` }>
					<a
						className={ `${ BLOCK }__button ${ BLOCK }__button--primary` }
						href={ link }
						target="_blank"
						rel="noopener noreferrer"
						aria-describedby={ titleId }
					>
						{ __( 'Exposé', 'immo-wizards' ) }
					</a>
				</div>
			) }
		</article>
	);
}
