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
 * @param props.onOpen    Called when the visitor opens it (a click, Enter, a middle click).
 */
export function ExternalLink( {
	href,
	className,
	children,
	onOpen,
}: {
	href: string;
	className?: string;
	children: ReactNode;
	onOpen?: () => void;
} ) {
	return (
		<a
			href={ href }
			className={ className }
			target="_blank"
			rel="noopener noreferrer"
			onClick={ onOpen }
			onAuxClick={ ( event ) => event.button === 1 && onOpen?.() }
		>
			{ children }
			<span className="immo-wizards-visually-hidden">
				{ __( '(opens in a new tab)', 'immo-wizards' ) }
			</span>
		</a>
	);
}
