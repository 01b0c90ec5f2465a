<?php
/**
 * Base of the CRM tests: the setting, confirmed requests of each type, the files that were mailed.
 *
 * @package ImmoWizards\Tests
 */

namespace ImmoWizards\Tests\Crm;

use ImmoWizards\Crm\Crm_Settings;
use ImmoWizards\Listings\Post_Type;
use ImmoWizards\Plugin;
use ImmoWizards\Tests\Request_Payloads;
use ImmoWizards\Tests\Test_Case;

/**
 * Requests go through the real submit route and are confirmed with the key from their mail; mails
 * are captured with the files wp_mail got (read while they exist: they are deleted after the send).
 */
abstract class Crm_Test_Case extends Test_Case {

	use Request_Payloads;

	/**
	 * Files handed to wp_mail, per captured mail (same index as $this->mails): name → content.
	 *
	 * @var array<int, array<string, string>>
	 */
	protected array $files = array();

	/**
	 * Paths wp_mail got.
	 *
	 * @var string[]
	 */
	protected array $paths = array();

	/**
	 * Captures the attachments' contents with the mails.
	 */
	protected function setUp(): void {
		parent::setUp();
		$this->files = array();
		$this->paths = array();
		add_filter(
			'pre_wp_mail',
			function ( $result, $atts ) {
				$files = array();
				foreach ( (array) $atts['attachments'] as $name => $path ) {
					$this->paths[]  = $path;
					$files[ $name ] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				}
				$this->files[] = $files;
				return $result;
			},
			5,
			2
		);
	}

	/**
	 * Turns the CRM transfer on (to the import address unless told otherwise).
	 *
	 * @param array<string, mixed> $values Values over the test's defaults.
	 */
	protected function enable( array $values = array() ): void {
		update_option(
			Crm_Settings::OPTION,
			$values + array(
				'enabled'       => true,
				'delivery'      => 'separate',
				'import_email'  => 'import@crm.example',
				'openimmo_anid' => 'ANID-7',
				'makler_id'     => 'M-42',
				'file_name'     => 'openimmo-feedback.xml',
			)
		);
	}

	/**
	 * Submits a request and confirms it with the key from its mail; returns the request's id.
	 *
	 * @param string              $route Submit route, e.g. /wizard/lead.
	 * @param array<string,mixed> $body  Body.
	 */
	protected function confirmed( string $route, array $body ): int {
		$this->assertSame( 201, $this->rest( 'POST', $route, $body )->get_status(), $route );
		$this->assertSame( 200, $this->rest( 'POST', '/wizard/confirm', array( 'k' => $this->key_from_last_mail() ) )->get_status() );
		$rows = $this->rows( 'requests' );
		return (int) end( $rows )->id;
	}

	/**
	 * A contact part with its own address (the confirmation mails are capped per address).
	 *
	 * @param string $email Address.
	 * @return array{contact: array<string,string>}
	 */
	protected static function person( string $email ): array {
		return array( 'contact' => array( 'email' => $email ) );
	}

	/**
	 * An imported-looking flat for sale, published.
	 *
	 * @param string $number The agency's object number.
	 */
	protected function listing( string $number ): int {
		$id = (int) wp_insert_post(
			array(
				'post_type'   => Post_Type::NAME,
				'post_title'  => 'Altbau & Balkon "Altmarkt"',
				'post_status' => 'publish',
			)
		);
		Plugin::instance()->listings()->property_store()->set(
			$id,
			array(
				'customObjectId' => $number,
				'marketingType'  => 'buy',
				'objectType'     => 'LIVING',
				'price'          => 277000,
				'livingSpace'    => 55.5,
				'rooms'          => 2.5,
				'zip'            => '01067',
				'city'           => 'Dresden',
			)
		);
		update_post_meta( $id, '_immo_extras', array( 'country' => 'DEU' ) );
		return $id;
	}

	/**
	 * Parses a file as a CRM would (no network, no entities) and fails when it is not well-formed.
	 *
	 * @param string $xml The file.
	 */
	protected function parse( string $xml ): \DOMXPath {
		$document = new \DOMDocument();
		$previous = libxml_use_internal_errors( true );
		$loaded   = $document->loadXML( $xml, LIBXML_NONET );
		$errors   = libxml_get_errors();
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		$this->assertTrue( $loaded, 'well-formed XML' );
		$this->assertSame( array(), $errors, 'no parser errors' );
		$this->assertSame( 'openimmo_feedback', $document->documentElement->nodeName );
		$this->assertSame( 'UTF-8', $document->xmlEncoding );
		return new \DOMXPath( $document );
	}

	/**
	 * The text of the first element at a path ('' when there is none).
	 *
	 * @param \DOMXPath $xpath The parsed file.
	 * @param string    $path  XPath below openimmo_feedback, e.g. objekt/oobj_id.
	 */
	protected static function text( \DOMXPath $xpath, string $path ): string {
		$nodes = $xpath->query( '/openimmo_feedback/' . $path );
		return $nodes && $nodes->length ? (string) $nodes->item( 0 )->textContent : '';
	}

	/**
	 * The children's names of an element, in document order.
	 *
	 * @param \DOMXPath $xpath The parsed file.
	 * @param string    $path  XPath below openimmo_feedback.
	 * @return string[]
	 */
	protected static function children( \DOMXPath $xpath, string $path ): array {
		$names = array();
		foreach ( $xpath->query( '/openimmo_feedback/' . $path . '/*' ) as $node ) {
			$names[] = $node->nodeName;
		}
		return $names;
	}
}
