/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * A link that opens in a new tab, and says so to screen readers.
 *
 * @param props           Props.
 * @param props.href      Target.
 * @param props.className Class name.
 * @param props.children  Link text.
 */
export function ExternalLink( {
	href,
	className,
	children,
}: {
	href: string;
	className?: string;
	children: ReactNode;
} ) {
	return (
		<a
			href={ href }
			className={ className }
			target="_blank"
			rel="noopener noreferrer"
		>
			{ children }
			<span className="immo-wizards-visually-hidden">
				{ __( '(opens in a new tab)', 'immo-wizards' ) }
			</span>
		</a>
	);
}
