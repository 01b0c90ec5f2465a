/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useId } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { BLOCK } from '../block';
import { sentOn } from '../format';

interface RequestCardProps {
	/** What kind of request it is. */
	overline: string;
	title: string;
	/** When it was sent (ISO 8601). */
	createdAt: string;
	/** What it was about, below the title. */
	children?: ReactNode;
	className: string;
}

/**
 * A card of a request that is about no listing (an owner lead, a message): its kind, its title,
 * what it was about and when it was sent.
 *
 * @param props The props.
 */
export function RequestCard( props: RequestCardProps ) {
	const { overline, title, createdAt, children, className } = props;
	const titleId = 'immo-wizards-' + useId().replace( /:/g, '' );
	const sent = sentOn( createdAt );
	return (
		<article
			className={ `${ BLOCK }__card ${ BLOCK }__request ${ className }` }
			aria-labelledby={ titleId }
		>
			<div className={ `${ BLOCK }__card-body` }>
				<p className={ `${ BLOCK }__overline` }>{ overline }</p>
				<h3 id={ titleId } className={ `${ BLOCK }__card-title` }>
					{ title }
				</h3>
				{ children }
				{ sent && (
					<p className={ `${ BLOCK }__card-line ${ BLOCK }__sent` }>
						{ sent }
					</p>
				) }
			</div>
		</article>
	);
}
