/**
 * External dependencies
 */
import type { KeyboardEvent, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useEffect, useId, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { focusables } from '../focusables';
import { HeadingLevel } from '../heading-level';
import './style.scss';

export interface DialogProps {
	/** Heading; also the dialog's accessible name. */
	title: string;
	/** Escape, the close button, or the host's own cancel. */
	onClose: () => void;
	children: ReactNode;
	/** Buttons at the bottom. */
	actions?: ReactNode;
	/** 'small': a confirmation (max. 450 px wide); 'large': a form. */
	size?: 'small' | 'large';
	/**
	 * Where focus goes on opening: the first control ('first') or the dialog itself ('dialog',
	 * for confirmations: nothing is pressed by accident, the question is read out).
	 */
	initialFocus?: 'first' | 'dialog';
	className?: string;
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it, Tab stays inside, Escape closes
 * it, and focus returns to what opened it. Rendered while mounted; the host decides when.
 *
 * @param props The props.
 */
export function Dialog( props: DialogProps ) {
	const {
		title,
		onClose,
		children,
		actions,
		size = 'large',
		initialFocus = 'first',
		className = '',
	} = props;
	const ref = useRef< HTMLDivElement >( null );
	const titleId = 'immo-wizards-dialog-' + useId().replace( /:/g, '' );

	useEffect( () => {
		const dialog = ref.current;
		const opener = dialog?.ownerDocument
			.activeElement as HTMLElement | null;
		const body = dialog?.querySelector< HTMLElement >(
			'.immo-wizards-dialog__body'
		);
		const firstControl = () =>
			initialFocus === 'first' && body ? focusables( body )[ 0 ] : null;
		( firstControl() ?? dialog )?.focus();
		// Content loaded lazily: its first control gets the focus once it arrives, unless the
		// visitor has moved on.
		const observer =
			body && initialFocus === 'first' && ! firstControl()
				? new MutationObserver( () => {
						const control = firstControl();
						if ( ! control ) {
							return;
						}
						observer?.disconnect();
						if ( dialog?.ownerDocument.activeElement === dialog ) {
							control.focus();
						}
					} )
				: null;
		observer?.observe( body!, { childList: true, subtree: true } );
		// The page behind must not scroll under the dialog (phones).
		const overflow = document.body.style.overflow;
		document.body.style.overflow = 'hidden';
		return () => {
			observer?.disconnect();
			document.body.style.overflow = overflow;
			if ( opener?.isConnected ) {
				opener.focus();
			}
		};
		// Only on opening and closing.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const onKeyDown = ( event: KeyboardEvent< HTMLDivElement > ) => {
		// A control inside (a dropdown) that handled the key keeps it.
		if ( event.defaultPrevented ) {
			return;
		}
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			onClose();
			return;
		}
		if ( event.key !== 'Tab' || ! ref.current ) {
			return;
		}
		const list = focusables( ref.current );
		if ( ! list.length ) {
			event.preventDefault();
			return;
		}
		const first = list[ 0 ];
		const last = list[ list.length - 1 ];
		const active = ref.current.ownerDocument.activeElement;
		if (
			event.shiftKey &&
			( active === first || active === ref.current )
		) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && active === last ) {
			event.preventDefault();
			first.focus();
		}
	};

	return (
		<div className="immo-wizards-dialog__backdrop">
			{ /* The dialog pattern: Escape and the Tab trap are the dialog's own keys. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */ }
			<div
				ref={ ref }
				role="dialog"
				aria-modal="true"
				aria-labelledby={ titleId }
				tabIndex={ -1 }
				className={ `immo-wizards-dialog immo-wizards-dialog--${ size } ${ className }`.trim() }
				onKeyDown={ onKeyDown }
			>
				<div className="immo-wizards-dialog__header">
					<h2 id={ titleId } className="immo-wizards-dialog__title">
						{ title }
					</h2>
					<button
						type="button"
						className="immo-wizards-dialog__close"
						aria-label={ __( 'Close', 'immo-wizards' ) }
						onClick={ onClose }
					>
						<svg
							viewBox="0 0 24 24"
							aria-hidden="true"
							focusable="false"
						>
							<path d="M6 6l12 12M18 6L6 18" />
						</svg>
					</button>
				</div>
				<div className="immo-wizards-dialog__body">
					{ /* Below the dialog's own h2. */ }
					<HeadingLevel.Provider value={ 3 }>
						{ children }
					</HeadingLevel.Provider>
				</div>
				{ actions && (
					<div className="immo-wizards-dialog__actions">
						{ actions }
					</div>
				) }
			</div>
		</div>
	);
}

export default Dialog;
