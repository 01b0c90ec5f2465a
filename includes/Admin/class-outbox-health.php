<?php
/**
 * Site Health test of the mail outbox.
 *
 * @package ImmoWizards
 */

namespace ImmoWizards\Admin;

defined( 'ABSPATH' ) || exit;

/**
 * Tools → Site Health: good when every mail went out, "recommended" while mails are being retried,
 * critical when mails failed (with the "Erneut senden" button).
 */
final class Outbox_Health {

	public const TEST = 'immo_wizards_outbox';

	/**
	 * Constructor.
	 *
	 * @param Outbox_Report $report Counts and sentences.
	 */
	public function __construct( private Outbox_Report $report ) {
	}

	/**
	 * Adds the test.
	 */
	public function register(): void {
		add_filter( 'site_status_tests', array( $this, 'add_test' ) );
	}

	/**
	 * Filter: registers the direct test.
	 *
	 * @param mixed $tests Site Health tests.
	 * @return array<string,mixed>
	 */
	public function add_test( $tests ): array {
		$tests                         = is_array( $tests ) ? $tests : array();
		$tests['direct'][ self::TEST ] = array(
			'label' => __( 'Immo Wizards e-mails', 'immo-wizards' ),
			'test'  => array( $this, 'result' ),
		);
		return $tests;
	}

	/**
	 * The test's result.
	 *
	 * @return array{label:string,status:string,badge:array{label:string,color:string},description:string,actions:string,test:string}
	 */
	public function result(): array {
		$summary = $this->report->summary();
		$lines   = Outbox_Report::lines( $summary );
		$failed  = $summary['failed']['count'] > 0;
		$status  = $failed ? 'critical' : ( $lines ? 'recommended' : 'good' );

		$description = '<p>' . esc_html__( 'Confirmation mails to visitors and notifications of new requests to the agency go out through the plugin\'s outbox, which retries failed sends for three days.', 'immo-wizards' ) . '</p>';
		foreach ( $lines as $line ) {
			$description .= '<p>' . esc_html( $line ) . '</p>';
		}
		if ( $lines ) {
			$description .= '<p>' . esc_html( Outbox_Report::advice() ) . '</p>';
		}
		return array(
			'label'       => $lines ? __( 'Immo Wizards could not send some e-mails', 'immo-wizards' ) : __( 'Immo Wizards has sent every e-mail', 'immo-wizards' ),
			'status'      => $status,
			'badge'       => array(
				'label' => __( 'Immo Wizards', 'immo-wizards' ),
				'color' => 'good' === $status ? 'blue' : ( $failed ? 'red' : 'orange' ),
			),
			'description' => $description,
			'actions'     => $failed ? Outbox_Resend_Action::form() : '',
			'test'        => self::TEST,
		);
	}
}
