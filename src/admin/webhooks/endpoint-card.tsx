/**
 * One endpoint: URL, events, active, its secret (shown once after it was made, else its last four
 * characters) and "Test senden" with what the receiver answered.
 */
/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	CheckboxControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	pingEndpoint,
	WEBHOOK_EVENTS,
	type PingResult,
	type WebhookEndpoint,
} from '../../api/webhooks';
import { eventLabel } from './labels';

interface Props {
	endpoint: WebhookEndpoint;
	number: number;
	/** Saved and unchanged: the test uses what is stored. */
	canTest: boolean;
	onChange: ( endpoint: WebhookEndpoint ) => void;
	onRemove: () => void;
	onTested: () => void;
}

function Secret( {
	endpoint,
	onChange,
}: Pick< Props, 'endpoint' | 'onChange' > ) {
	if ( endpoint.secret ) {
		return (
			<p className="immo-wizards-webhooks__secret">
				{ __(
					'Secret (shown only now: copy it to the receiver):',
					'immo-wizards'
				) }{ ' ' }
				<code>{ endpoint.secret }</code>
			</p>
		);
	}
	if ( ! endpoint.id ) {
		return (
			<p>{ __( 'A secret is made when you save.', 'immo-wizards' ) }</p>
		);
	}
	return (
		<div className="immo-wizards-webhooks__row immo-wizards-webhooks__secret">
			<span>
				{ endpoint.regenerate
					? __(
							'A new secret is made when you save.',
							'immo-wizards'
						)
					: sprintf(
							/* translators: %s: last four characters of the secret. */
							__( 'Secret: ••••%s', 'immo-wizards' ),
							endpoint.secretHint ?? ''
						) }
			</span>
			{ ! endpoint.regenerate && (
				<Button
					variant="link"
					onClick={ () =>
						onChange( { ...endpoint, regenerate: true } )
					}
				>
					{ __( 'New secret', 'immo-wizards' ) }
				</Button>
			) }
		</div>
	);
}

function Answer( { result }: { result: PingResult } ) {
	return (
		<div className="immo-wizards-webhooks__answer" role="status">
			<strong>
				{ result.ok
					? __( 'The receiver accepted the test.', 'immo-wizards' )
					: __( 'The test failed.', 'immo-wizards' ) }
			</strong>{ ' ' }
			{ result.responseCode !== null &&
				sprintf(
					/* translators: %d: HTTP status code. */
					__( 'Answer: HTTP %d', 'immo-wizards' ),
					result.responseCode
				) }
			{ result.error && (
				<span className="immo-wizards-webhooks__error">
					{ ' ' }
					{ result.error }
				</span>
			) }
			{ result.responseExcerpt && <pre>{ result.responseExcerpt }</pre> }
		</div>
	);
}

export function EndpointCard( {
	endpoint,
	number,
	canTest,
	onChange,
	onRemove,
	onTested,
}: Props ) {
	const [ testing, setTesting ] = useState( false );
	const [ result, setResult ] = useState< PingResult | null >( null );
	const [ error, setError ] = useState< string | null >( null );

	const test = async () => {
		setTesting( true );
		setResult( null );
		setError( null );
		try {
			setResult( await pingEndpoint( endpoint.id ) );
			onTested();
		} catch ( failure ) {
			setError( ( failure as Error ).message );
		} finally {
			setTesting( false );
		}
	};

	return (
		<Card className="immo-wizards-webhooks__endpoint">
			<CardBody>
				<TextControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					type="url"
					label={ sprintf(
						/* translators: %d: number of the endpoint. */
						__( 'URL of endpoint %d', 'immo-wizards' ),
						number
					) }
					help={ __(
						'https only; addresses in private networks are refused when sending.',
						'immo-wizards'
					) }
					value={ endpoint.url }
					maxLength={ 2000 }
					onChange={ ( url ) => onChange( { ...endpoint, url } ) }
				/>
				<fieldset className="immo-wizards-webhooks__events">
					<legend>{ __( 'Events', 'immo-wizards' ) }</legend>
					{ WEBHOOK_EVENTS.map( ( event ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ event }
							label={ eventLabel( event ) }
							checked={ endpoint.events.includes( event ) }
							onChange={ ( on ) =>
								onChange( {
									...endpoint,
									events: WEBHOOK_EVENTS.filter( ( e ) =>
										e === event
											? on
											: endpoint.events.includes( e )
									),
								} )
							}
						/>
					) ) }
				</fieldset>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Active', 'immo-wizards' ) }
					checked={ endpoint.active }
					onChange={ ( active ) =>
						onChange( { ...endpoint, active } )
					}
				/>
				<Secret endpoint={ endpoint } onChange={ onChange } />
				<div className="immo-wizards-webhooks__row">
					<Button
						variant="secondary"
						isBusy={ testing }
						disabled={ ! canTest || testing }
						onClick={ test }
					>
						{ __( 'Send test', 'immo-wizards' ) }
					</Button>
					<Button
						variant="tertiary"
						isDestructive
						onClick={ onRemove }
					>
						{ __( 'Remove', 'immo-wizards' ) }
					</Button>
					{ ! canTest && (
						<span>
							{ __(
								'Save first to send a test.',
								'immo-wizards'
							) }
						</span>
					) }
				</div>
				{ result && <Answer result={ result } /> }
				{ error && (
					<p className="immo-wizards-webhooks__error">{ error }</p>
				) }
			</CardBody>
		</Card>
	);
}
