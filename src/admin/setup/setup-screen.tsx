/**
 * Immo Wizards → Einrichtung: the setup assistant. Every step can be skipped and opened again from
 * the list of steps, which shows what is done (as the server sees it) and what is still open.
 */
/**
 * WordPress dependencies
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { RequestTypeInfo } from '../../api/requests';
import { EmbedSnippet } from '../settings/embed-snippet';
import { useSettings } from '../settings/use-settings';
import { OfficeStep } from './office-step';
import { PagesStep } from './pages-step';
import { PortalStep } from './portal-step';
import { PrivacyStep } from './privacy-step';
import { RecipientsStep } from './recipients-step';
import { StepFrame } from './step-frame';
import { StepList } from './step-list';
import { setupSteps } from './steps';
import { Summary } from './summary';
import { TestMailStep } from './test-mail-step';
import { useSetup } from './use-setup';

interface Props {
	/** The site's home URL (for the embed snippet). */
	homeUrl?: string;
	/** The request types as the server names them (a recipient each). */
	types: RequestTypeInfo[];
}

export function SetupScreen( {
	homeUrl = window.location.origin + '/',
	types,
}: Props ) {
	const settings = useSettings();
	const { state, error, refresh } = useSetup();
	const steps = setupSteps();
	// steps.length: the summary after the last step.
	const [ current, setCurrent ] = useState( 0 );
	const [ moved, setMoved ] = useState( false );

	if ( error || ( ! settings.draft && settings.notice ) ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ error || settings.notice?.text }
			</Notice>
		);
	}
	if ( ! state || ! settings.draft ) {
		return <Spinner />;
	}

	const open = ( index: number ) => {
		settings.setNotice( null );
		setMoved( true );
		setCurrent( index );
	};
	const next = () => open( current + 1 );
	const saved = () => {
		refresh();
		next();
	};
	const step = steps[ current ];
	const values = settings.draft.immo_wizards_settings;

	const content = () => {
		switch ( step.name ) {
			case 'office':
				return <OfficeStep settings={ settings } onSaved={ saved } />;
			case 'recipients':
				return (
					<RecipientsStep
						settings={ settings }
						types={ types }
						onSaved={ saved }
					/>
				);
			case 'privacy':
				return <PrivacyStep state={ state } onSaved={ saved } />;
			case 'portal':
				return (
					<PortalStep
						state={ state }
						settings={ settings }
						onChanged={ refresh }
						onSaved={ saved }
					/>
				);
			case 'pages':
				return (
					<PagesStep
						state={ state }
						onChanged={ refresh }
						onNext={ next }
					/>
				);
			case 'test_mail':
				return (
					<TestMailStep
						suggested={
							values.notification_email || state.userEmail
						}
						onSent={ refresh }
						onNext={ next }
					/>
				);
			default:
				return (
					<>
						<EmbedSnippet
							homeUrl={ homeUrl }
							base={ values.embed_base }
						/>
						<Button
							variant="primary"
							onClick={ next }
							__next40pxDefaultSize
						>
							{ __( 'Finish setup', 'immo-wizards' ) }
						</Button>
					</>
				);
		}
	};

	return (
		<div className="immo-wizards-setup__layout">
			<StepList
				steps={ steps }
				done={ state.steps }
				current={ current }
				onOpen={ open }
			/>
			<div className="immo-wizards-setup__main">
				{ settings.notice && (
					<Notice
						status={ settings.notice.status }
						isDismissible={ false }
					>
						{ settings.notice.text }
					</Notice>
				) }
				{ step ? (
					<StepFrame
						step={ step }
						focus={ moved }
						onBack={
							current > 0 ? () => open( current - 1 ) : undefined
						}
						onSkip={ next }
						skipLabel={
							step.name === 'embed'
								? __( 'Skip and finish', 'immo-wizards' )
								: undefined
						}
					>
						{ content() }
					</StepFrame>
				) : (
					<Summary
						steps={ steps }
						done={ state.steps }
						onOpen={ open }
					/>
				) }
			</div>
		</div>
	);
}
