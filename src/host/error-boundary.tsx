/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

interface ErrorBoundaryProps {
	children: ReactNode;
}

interface ErrorBoundaryState {
	failed: boolean;
}

/**
 * The safety net of a mounted screen: a screen that throws while rendering shows the spec's
 * generic error (§8) instead of an empty container.
 */
export class ErrorBoundary extends Component<
	ErrorBoundaryProps,
	ErrorBoundaryState
> {
	state: ErrorBoundaryState = { failed: false };

	static getDerivedStateFromError(): ErrorBoundaryState {
		return { failed: true };
	}

	render() {
		if ( this.state.failed ) {
			return (
				<div className="immo-wizards-screen-error" role="alert">
					{ __( 'An error has occurred.', 'immo-wizards' ) }
				</div>
			);
		}
		return this.props.children;
	}
}
