/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { BLOCK } from './block';

interface AlertProps {
	type: 'error' | 'info';
	children: ReactNode;
	className?: string;
}

/**
 * A message in place of content: errors as alerts (read out at once), information as status.
 *
 * @param props           The props.
 * @param props.type
 * @param props.children
 * @param props.className
 */
export function Alert( { type, children, className = '' }: AlertProps ) {
	return (
		<div
			className={ `${ BLOCK }__alert ${ BLOCK }__alert--${ type } ${ className }`.trim() }
			role={ type === 'error' ? 'alert' : 'status' }
		>
			{ children }
		</div>
	);
}
